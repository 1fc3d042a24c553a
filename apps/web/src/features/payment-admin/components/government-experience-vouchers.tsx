import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffVoucher } from '@niyukti/shared';
import { VoucherTable } from './voucher-table';

/** The spec's "government experience (implemented and rejected)": an approved voucher is implemented. */
const SHOWN = ['approved', 'rejected'] as const;

/**
 * Government experience: the vouchers of internal competition, whose candidates are in
 * government service, apart from the rest — those implemented (approved: the fee is paid) and
 * those rejected (decision 87).
 */
export function GovernmentExperienceVouchers({
  onOpen,
}: {
  onOpen: (voucher: TStaffVoucher) => void;
}) {
  const { t } = useTranslation('payment-admin');
  const [status, setStatus] = useState<(typeof SHOWN)[number]>('approved');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('vouchers.governmentExperienceHint')}
      </Text>
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as (typeof SHOWN)[number])}
        data={SHOWN.map((value) => ({ value, label: t(`vouchers.governmentExperience.${value}`) }))}
        aria-label={t('vouchers.tabs.governmentExperience')}
        data-testid="government-experience-status"
        style={{ alignSelf: 'flex-start' }}
      />
      <VoucherTable key={status} status={status} competition="internal" onOpen={onOpen} />
    </Stack>
  );
}
