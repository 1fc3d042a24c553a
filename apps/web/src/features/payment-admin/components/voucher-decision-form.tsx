import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffVoucher } from '@niyukti/shared';
import { useDecideVoucher, type VoucherDecisionBody } from '../api/vouchers';

const REMARKS_MAX = 500;

/**
 * Approve (the fee is paid) or reject with the reason, which the candidate sees; only the
 * `decisions` the user may take are offered.
 */
export function VoucherDecisionForm({
  voucher,
  decisions,
  onDecided,
}: {
  voucher: TStaffVoucher;
  decisions: readonly VoucherDecisionBody['decision'][];
  onDecided: () => void;
}) {
  const { t } = useTranslation('payment-admin');
  const decide = useDecideVoucher(voucher.id);
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const [chosen, setChosen] = useState<VoucherDecisionBody['decision'] | null>(null);

  function submit(decision: VoucherDecisionBody['decision']) {
    const text = remarks.trim();
    if (decision === 'reject' && !text) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setChosen(decision);
    decide.mutate(text ? { decision, remarks: text } : { decision }, { onSuccess: onDecided });
  }

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('review.remarks')}
          description={t('review.remarksHint')}
          rows={3}
          maxLength={REMARKS_MAX}
          value={remarks}
          onChange={(event) => {
            setRemarks(event.currentTarget.value);
            if (missing) setMissing(false);
          }}
          error={missing ? t('review.remarksRequired') : undefined}
          data-testid="voucher-remarks"
        />
        <Group gap="sm" grow>
          {decisions.includes('approve') && (
            <Button
              type="button"
              color="teal"
              loading={decide.isPending && chosen === 'approve'}
              disabled={decide.isPending && chosen !== 'approve'}
              onClick={() => submit('approve')}
              data-testid="voucher-approve"
            >
              {t('review.approve')}
            </Button>
          )}
          {decisions.includes('reject') && (
            <Button
              type="button"
              color="red"
              loading={decide.isPending && chosen === 'reject'}
              disabled={decide.isPending && chosen !== 'reject'}
              onClick={() => submit('reject')}
              data-testid="voucher-reject"
            >
              {t('review.reject')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
