import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec §2 shared widget: 'Something went wrong' with Refresh Page and Previous Page. Plain
 * browser navigation on purpose: after a render crash the router's state cannot be trusted.
 */
export function ErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <Center mih="70vh" p="md" role="alert">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} size="h2">
          {t('errorScreen.title')}
        </Title>
        <Text c="dimmed">{t('errorScreen.body')}</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('errorScreen.refresh')}</Button>
          <Button variant="default" onClick={() => window.history.back()}>
            {t('errorScreen.previous')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
