import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-page loader: start-up, lazy pages, the session being restored (essential: it shows
 * before the language's catalogue has arrived). */
export function PageLoader() {
  const { t } = useTranslation('essential');
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="lg" />
        <Text c="dimmed">{t('loading')}</Text>
      </Stack>
    </Center>
  );
}
