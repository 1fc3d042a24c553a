import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  ZGazettedApproval,
  ZRequisitionDecision,
  type RequisitionDecision,
  type TRequisitionDecision,
  type TRequisitionSummary,
} from '@niyukti/shared';
import { BsAdDateField } from '../../../components/bs-ad-date-field';
import { FormTextarea, FormTextInput } from '../../../components/form-fields';
import { IssuedCode } from '../../../components/issued-code';
import { isApiError } from '../../../lib/api';
import { placeServerErrors } from '../../../lib/server-errors';
import { useDecideRequisition } from '../api/decide-requisition';
import { ConfirmRejection } from './confirm-rejection';

/** A decision about to be taken: which requisition, approve or reject. */
export interface PendingDecision {
  requisition: Pick<TRequisitionSummary, 'id' | 'number' | 'gazetted'>;
  decision: RequisitionDecision;
}

const REMARKS_MAX = 500;
const SERVER_FIELDS = [
  'remarks',
  'consentLetter.number',
  'consentLetter.dateAd',
  'consentLetter.dateBs',
] as const;

/** Approving a gazetted post's requisition: the consent letter it is approved on (decision 143). */
function ConsentLetterFields({ control }: { control: Control<TRequisitionDecision> }) {
  const { t } = useTranslation('requisitions');
  return (
    <Stack gap="sm" data-testid="consent-letter">
      <Alert color="blue" p="sm">
        <Text size="sm">{t('decision.gazettedHint')}</Text>
      </Alert>
      <FormTextInput
        control={control}
        name="consentLetter.number"
        label={t('decision.letterNumber')}
        withAsterisk
        maxLength={100}
        data-autofocus
        data-testid="consent-letter-number"
      />
      <BsAdDateField
        control={control}
        adName="consentLetter.dateAd"
        bsName="consentLetter.dateBs"
        name="consent-letter-date"
        bsLabel={t('decision.letterDateBs')}
        adLabel={t('decision.letterDateAd')}
      />
    </Stack>
  );
}

function DecisionForm({ requisition, decision, onDone }: PendingDecision & { onDone(): void }) {
  const { t } = useTranslation('requisitions');
  const decide = useDecideRequisition(requisition.id);
  const [confirming, setConfirming] = useState(false);
  const rejecting = decision === 'reject';
  const asksForLetter = !rejecting && requisition.gazetted;
  // One form type for both: the gazetted approval's schema only makes the letter required.
  const { control, handleSubmit, setError, getValues } = useForm<TRequisitionDecision>({
    resolver: zodResolver(
      asksForLetter ? ZGazettedApproval : ZRequisitionDecision,
    ) as Resolver<TRequisitionDecision>,
    mode: 'onTouched',
    defaultValues: {
      decision,
      remarks: '',
      ...(asksForLetter ? { consentLetter: { number: '', dateAd: '', dateBs: '' } } : {}),
    },
  });

  async function send(values: TRequisitionDecision) {
    try {
      await decide.mutateAsync(values);
      onDone();
    } catch (error) {
      // A refusal of the remarks goes back under them; any other (the requisition decided
      // meanwhile: 409, not the commission: 403) the client has toasted, and the lists reload.
      setConfirming(false);
      if (isApiError(error) && error.issues.length > 0)
        placeServerErrors(error, setError, SERVER_FIELDS);
      else onDone();
    }
  }

  // back-office.md §4: "rejection needs remarks and a confirmation".
  const submit = handleSubmit((values) =>
    rejecting && !confirming ? setConfirming(true) : send(values),
  );

  if (confirming)
    return (
      <ConfirmRejection
        message={
          <Trans
            t={t}
            i18nKey="decision.confirmReject"
            values={{ number: requisition.number }}
            components={{ code: <IssuedCode /> }}
          />
        }
        remarks={getValues('remarks')}
        confirmLabel={t('decision.confirmRejectButton')}
        sending={decide.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={() => void send(getValues())}
        testIdPrefix="decision"
      />
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="decision-form">
      <Stack gap="md">
        {asksForLetter && <ConsentLetterFields control={control} />}
        <FormTextarea
          control={control}
          name="remarks"
          label={t(rejecting ? 'decision.rejectRemarks' : 'decision.approveRemarks')}
          description={t(rejecting ? 'decision.rejectHint' : 'decision.approveHint')}
          withAsterisk
          minRows={4}
          maxLength={REMARKS_MAX}
          data-autofocus={!asksForLetter}
          data-testid="decision-remarks"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            color={rejecting ? 'red' : 'green'}
            loading={decide.isPending}
            data-testid="decision-submit"
          >
            {t(rejecting ? 'actions.reject' : 'actions.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Approve or reject a requisition with remarks; a rejection is confirmed once more. */
export function DecisionModal({
  pending,
  onClose,
}: {
  pending: PendingDecision | null;
  onClose(): void;
}) {
  const { t } = useTranslation('requisitions');
  const compact = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={
        <Trans
          t={t}
          i18nKey={
            pending?.decision === 'reject'
              ? 'decision.rejectTitle'
              : pending?.requisition.gazetted
                ? 'decision.approveGazettedTitle'
                : 'decision.approveTitle'
          }
          values={{ number: pending?.requisition.number ?? '' }}
          components={{ code: <IssuedCode /> }}
        />
      }
      size="lg"
      fullScreen={compact}
      centered
    >
      {/* Mounted afresh for each decision, so no remarks carry over to the next. */}
      {pending && <DecisionForm {...pending} onDone={onClose} />}
    </Modal>
  );
}

/** The Approve and Reject buttons of a requisition the user may decide (RQ approve / reject). */
export function DecisionButtons({
  requisition,
  canApprove,
  canReject,
  onDecide,
  size = 'sm',
}: {
  requisition: Pick<TRequisitionSummary, 'id' | 'number' | 'gazetted'>;
  canApprove: boolean;
  canReject: boolean;
  onDecide(pending: PendingDecision): void;
  size?: 'sm' | 'compact-sm';
}) {
  const { t } = useTranslation('requisitions');
  return (
    <Group gap={6} wrap="wrap">
      {canApprove && (
        <Button
          size={size}
          color="green"
          onClick={() => onDecide({ requisition, decision: 'approve' })}
          aria-label={t('actions.approveNamed', { number: requisition.number })}
          data-testid={`approve-${requisition.id}`}
        >
          {t('actions.approve')}
        </Button>
      )}
      {canReject && (
        <Button
          size={size}
          color="red"
          variant="light"
          onClick={() => onDecide({ requisition, decision: 'reject' })}
          aria-label={t('actions.rejectNamed', { number: requisition.number })}
          data-testid={`reject-${requisition.id}`}
        >
          {t('actions.reject')}
        </Button>
      )}
    </Group>
  );
}
