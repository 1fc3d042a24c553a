import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProviderFilter } from '../api/payments';
import { PaymentTable } from '../components/payment-table';
import { useTabParam } from '../lib/use-tab-param';

/** The spec's sub-routes cips, esewa and khalti, and Fonepay, each with its list's filter. */
const PROVIDER_TABS = {
  cips: 'connectips',
  esewa: 'esewa',
  khalti: 'khalti',
  fonepay: 'fonepay',
} as const satisfies Record<string, ProviderFilter>;
type ProviderTab = keyof typeof PROVIDER_TABS;
const TABS = Object.keys(PROVIDER_TABS) as ProviderTab[];

/** /admin/update/payment (PU): one provider's attempts per tab, each with "Check with provider". */
export function ProviderPaymentsPage() {
  const { t } = useTranslation('payment-admin');
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('provider.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('provider.intro')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`provider-tab-${value}`}>
              {t(`provider.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <PaymentTable
              scope="PU"
              label={t(`provider.tabs.${value}`)}
              provider={{ fixed: PROVIDER_TABS[value] }}
              testId={`provider-${value}`}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
