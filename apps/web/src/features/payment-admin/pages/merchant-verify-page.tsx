import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerifyEbpPanel } from '../components/verify-ebp-panel';

/** /admin/merchant-verify-payment (UP): an ebp code's attempt and "Check with provider". */
export function MerchantVerifyPage() {
  const { t } = useTranslation('payment-admin');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('merchant.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('merchant.intro')}
        </Text>
      </Stack>
      <VerifyEbpPanel />
    </Stack>
  );
}
