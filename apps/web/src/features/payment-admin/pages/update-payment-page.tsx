import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { can } from '../../../lib/auth/can';
import { CheckByEbpPanel } from '../components/check-by-ebp-panel';
import { PaymentReports } from '../components/payment-reports';
import { PaymentTable } from '../components/payment-table';
import { SyncPanel } from '../components/sync-panel';
import { VerifyEbpPanel } from '../components/verify-ebp-panel';
import { VoucherQueue } from '../components/voucher-queue';
import { useTabParam } from '../lib/use-tab-param';

const TABS = ['payment', 'open', 'verifyEbp', 'verifyPayment', 'sync', 'report'] as const;
const CPM_TAB = 'checkPaymentByEbpCode';

/**
 * /admin/payment (UP): the Update payment screen of back-office.md §2–§3. Its tabs: payment,
 * open, verify ebp code, verify payment (vouchers), check synchronised payment, the payment
 * reports (per advertisement, vacancy detail, promotion, local level) and check payment by ebp
 * code for CPM holders. Renaming an ebp code is an action of the payment tab.
 */
export function UpdatePaymentPage() {
  const { t } = useTranslation('payment-admin');
  const { user } = useAuth();
  const canCheck = can(user, 'CPM', 'read');
  const [tab, setTab] = useTabParam(canCheck ? [...TABS, CPM_TAB] : TABS);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('update.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('update.intro')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`payment-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
          {canCheck && (
            <Tabs.Tab value={CPM_TAB} data-testid={`payment-tab-${CPM_TAB}`}>
              {t(`tabs.${CPM_TAB}`)}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="payment" pt="md">
          <PaymentTable scope="UP" label={t('tabs.payment')} allowRename testId="payments" />
        </Tabs.Panel>
        <Tabs.Panel value="open" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('open.hint')}
            </Text>
            <PaymentTable
              scope="UP"
              label={t('tabs.open')}
              status={{ choices: ['pending', 'initiated'], initial: 'pending' }}
              allowRename
              testId="open-payments"
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="verifyEbp" pt="md">
          <VerifyEbpPanel />
        </Tabs.Panel>
        <Tabs.Panel value="verifyPayment" pt="md">
          <VoucherQueue />
        </Tabs.Panel>
        <Tabs.Panel value="sync" pt="md">
          <SyncPanel />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <PaymentReports />
        </Tabs.Panel>
        {canCheck && (
          <Tabs.Panel value={CPM_TAB} pt="md">
            <CheckByEbpPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
