import { Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@niyukti/shared';
import { useSessionInfo } from '../../components/startup-gate';
import { useFormat } from '../../lib/format';

/** Commission name and today's date in B.S. and A.D. (the server's date when it sent one). */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const format = useFormat();
  const { serverDate } = useSessionInfo();
  return (
    <footer>
      <Divider mt="xl" mb="xs" />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('app.commission')} · {t('app.name')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('footer.today')}: {format.date(serverDate ?? todayIso())}
        </Text>
      </Group>
    </footer>
  );
}
