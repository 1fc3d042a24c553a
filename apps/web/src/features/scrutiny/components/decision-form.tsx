import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZScrutinyDecision,
  type ScrutinyDecision,
  type TScrutinyDecision,
  type TScrutinyRow,
} from '@niyukti/shared';
import { useDecideApplication } from '../api/decide-application';

type FormInput = z.input<typeof ZScrutinyDecision>;

const BUTTONS: { decision: ScrutinyDecision; color: string; testId: string }[] = [
  { decision: 'approved', color: 'teal', testId: 'scrutiny-approve' },
  { decision: 'hold', color: 'yellow', testId: 'scrutiny-hold' },
  { decision: 'rejected', color: 'red', testId: 'scrutiny-reject' },
];

/**
 * Back-office §4: approve, hold and reject each need a remark, so the candidate learns why.
 * Only the `decisions` the user's actions allow are offered.
 */
export function DecisionForm({
  row,
  decisions,
  onDecided,
}: {
  row: TScrutinyRow;
  decisions: readonly ScrutinyDecision[];
  onDecided: () => void;
}) {
  const { t } = useTranslation('scrutiny');
  const decide = useDecideApplication(row.id);
  const [chosen, setChosen] = useState<ScrutinyDecision | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<
    FormInput,
    unknown,
    TScrutinyDecision
  >({
    resolver: zodResolver(ZScrutinyDecision),
    defaultValues: { remarks: row.scrutinyRemarks ?? '' },
  });
  const error = formState.errors.remarks?.message;

  const submitAs = (decision: ScrutinyDecision) => {
    setChosen(decision);
    setValue('decision', decision);
    void handleSubmit((values) => decide.mutate(values, { onSuccess: onDecided }))();
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
        />
        <Group gap="sm" grow>
          {BUTTONS.filter((button) => decisions.includes(button.decision)).map(
            ({ decision, color, testId }) => (
              <Button
                key={decision}
                type="button"
                color={color}
                loading={decide.isPending && chosen === decision}
                disabled={decide.isPending && chosen !== decision}
                onClick={() => submitAs(decision)}
                data-testid={testId}
              >
                {t(`decision.${decision}`)}
              </Button>
            ),
          )}
        </Group>
      </Stack>
    </form>
  );
}
