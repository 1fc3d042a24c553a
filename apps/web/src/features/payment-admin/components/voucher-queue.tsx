import { useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VOUCHER_STATUSES, type TStaffVoucher } from '@niyukti/shared';
import { GovernmentExperienceVouchers } from './government-experience-vouchers';
import { PaymentTable } from './payment-table';
import { VoucherReviewModal } from './voucher-review-modal';
import { VoucherTable } from './voucher-table';

const GOVERNMENT_EXPERIENCE = 'governmentExperience';
const NO_VERIFICATION = 'noVerification';
const TABS = [...VOUCHER_STATUSES, GOVERNMENT_EXPERIENCE, NO_VERIFICATION] as const;
type QueueTab = (typeof TABS)[number];

/**
 * Verify payment: the bank vouchers by status (submitted, approved — which is implemented, the
 * fee paid at once — and rejected), internal competition's apart (government experience), and
 * the online payments a provider confirmed, which need no verification (one provider at a
 * time, as the list cannot leave out vouchers otherwise).
 */
export function VoucherQueue() {
  const { t } = useTranslation('payment-admin');
  const [tab, setTab] = useState<QueueTab>('submitted');
  const [opened, setOpened] = useState<TStaffVoucher | null>(null);
  return (
    <Stack gap="sm">
      <Tabs
        variant="pills"
        value={tab}
        onChange={(value) => value && setTab(value as QueueTab)}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`voucher-tab-${value}`}>
              {t(`vouchers.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VOUCHER_STATUSES.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            <VoucherTable status={status} onOpen={setOpened} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={GOVERNMENT_EXPERIENCE} pt="md">
          <GovernmentExperienceVouchers onOpen={setOpened} />
        </Tabs.Panel>
        <Tabs.Panel value={NO_VERIFICATION} pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('vouchers.noVerificationHint')}
            </Text>
            <PaymentTable
              scope="UP"
              label={t('vouchers.tabs.noVerification')}
              status={{ fixed: 'paid' }}
              provider={{ choices: ['connectips', 'esewa', 'khalti', 'fonepay'] }}
              allowRecheck={false}
              testId="no-verification"
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <VoucherReviewModal voucher={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
