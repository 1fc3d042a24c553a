import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { getHotkeyHandler, useHotkeys } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  addDaysIso,
  HOLD_REASON_LABELS,
  HOLD_REASONS,
  isHoldDateAllowed,
  MAX_HOLD_DAYS,
  todayIso,
  ZScrutinyDecision,
  type ScrutinyDecision,
  type TScrutinyDecision,
  type TScrutinyRow,
} from '@niyukti/shared';
import { FormSelect } from '../../../components/form-select';
import { useFormat } from '../../../lib/format';
import { useDecideApplication } from '../api/decide-application';
import { HoldUntilField } from './hold-until-field';

type FormInput = z.input<typeof ZScrutinyDecision>;

/** Each decision's button, and the key that chooses it (the shortcuts line lists them). */
const BUTTONS: { decision: ScrutinyDecision; color: string; testId: string; key: string }[] = [
  { decision: 'approved', color: 'teal', testId: 'scrutiny-approve', key: 'a' },
  { decision: 'hold', color: 'yellow', testId: 'scrutiny-hold', key: 'h' },
  { decision: 'rejected', color: 'red', testId: 'scrutiny-reject', key: 'r' },
];

/** A week to fix, unless the application is already on hold with a day still allowed. */
const DEFAULT_HOLD_DAYS = 7;

function holdUntilOf(row: TScrutinyRow): string {
  if (row.scrutinyStatus === 'hold' && row.holdUntil && isHoldDateAllowed(row.holdUntil))
    return row.holdUntil;
  return addDaysIso(todayIso(), DEFAULT_HOLD_DAYS);
}

/** Only a hold carries what to fix and by when; any other decision clears the hold. */
function sent(values: TScrutinyDecision): TScrutinyDecision {
  if (values.decision === 'hold') return values;
  return { decision: values.decision, remarks: values.remarks };
}

/**
 * Back-office §4: approve, hold and reject each need a remark, so the candidate learns why. A
 * hold also names what to fix (a reason, which opens that part of the candidate's profile) and
 * the last day to fix it: pressing Hold shows those two fields, and Hold again sends them.
 * Only the `decisions` the user's actions allow are offered.
 *
 * With `shortcuts`, an officer deciding form after form keeps to the keyboard: A, H or R
 * chooses a decision and puts the cursor in the remark, and Ctrl+Enter (⌘+Enter) there sends it.
 * `keysPaused` (a document open over the page) leaves the letters to what is on top.
 */
export function DecisionForm({
  row,
  decisions,
  onDecided,
  shortcuts = false,
  keysPaused = false,
}: {
  row: TScrutinyRow;
  decisions: readonly ScrutinyDecision[];
  onDecided: () => void;
  shortcuts?: boolean;
  keysPaused?: boolean;
}) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const decide = useDecideApplication(row.id);
  const [chosen, setChosen] = useState<ScrutinyDecision | null>(null);
  const [askToChoose, setAskToChoose] = useState(false);
  const { register, control, handleSubmit, setValue, setFocus, formState } = useForm<
    FormInput,
    unknown,
    TScrutinyDecision
  >({
    resolver: zodResolver(ZScrutinyDecision),
    defaultValues: {
      remarks: row.scrutinyRemarks ?? '',
      holdReason: row.scrutinyStatus === 'hold' ? (row.holdReason ?? '') : '',
      holdUntil: holdUntilOf(row),
    },
  });
  const error = formState.errors.remarks?.message;

  const submitAs = (decision: ScrutinyDecision) => {
    // The hold's fields are drawn before the check, so its first message can take the focus.
    flushSync(() => setChosen(decision));
    setValue('decision', decision);
    void handleSubmit((values) => decide.mutate(sent(values), { onSuccess: onDecided }))();
  };

  const offered = BUTTONS.filter((button) => decisions.includes(button.decision));

  const choose = (decision: ScrutinyDecision) => {
    setAskToChoose(false);
    flushSync(() => setChosen(decision));
    setFocus('remarks');
  };
  useHotkeys(
    shortcuts && !keysPaused && !decide.isPending
      ? offered.map(({ decision, key }) => [key, () => choose(decision)])
      : [],
  );
  const submitChosen = () => {
    if (decide.isPending) return;
    if (chosen) submitAs(chosen);
    else setAskToChoose(true);
  };

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('decision.remarks')}
          description={t('decision.remarksHint')}
          withAsterisk
          rows={3}
          maxLength={500}
          error={error ? t(error, { ns: 'messages' }) : undefined}
          data-testid="scrutiny-remarks"
          {...register('remarks')}
          onKeyDown={shortcuts ? getHotkeyHandler([['mod+Enter', submitChosen]]) : undefined}
        />
        {shortcuts && (chosen || askToChoose) && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="scrutiny-chosen">
            {chosen ? t(`decision.chosen.${chosen}`) : t('decision.chooseFirst')}
          </Text>
        )}
        {chosen === 'hold' && (
          <Fieldset legend={t('decision.holdLegend')} data-testid="scrutiny-hold-fields">
            <Stack gap="sm">
              <FormSelect
                control={control}
                name="holdReason"
                label={t('decision.holdReason')}
                description={t('decision.holdReasonHint')}
                placeholder={t('decision.holdReasonPlaceholder')}
                withAsterisk
                allowDeselect={false}
                data={HOLD_REASONS.map((reason) => ({
                  value: reason,
                  label: HOLD_REASON_LABELS[reason][format.lang],
                }))}
                data-testid="scrutiny-hold-reason"
              />
              <HoldUntilField
                control={control}
                name="holdUntil"
                bsLabel={t('decision.holdUntilBs')}
                adLabel={t('decision.holdUntilAd')}
              />
              <Text size="sm" c="dimmed">
                {t('decision.holdUntilHint', { days: format.number(MAX_HOLD_DAYS) })}
              </Text>
            </Stack>
          </Fieldset>
        )}
        {/* Wrapping, never shrinking: a button's words are never cut (the Nepali ones are long). */}
        <Group gap="sm" wrap="wrap">
          {offered.map(({ decision, color, testId, key }) => (
            <Button
              key={decision}
              type="button"
              color={color}
              variant={shortcuts && chosen && chosen !== decision ? 'light' : 'filled'}
              loading={decide.isPending && chosen === decision}
              disabled={decide.isPending && chosen !== decision}
              onClick={() => submitAs(decision)}
              aria-keyshortcuts={shortcuts ? key.toUpperCase() : undefined}
              data-testid={testId}
            >
              {t(`decision.${decision}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
