import { Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '../../components/startup-gate';
import { currentLanguage } from '../../lib/i18n';
import { writeDay } from '../../lib/calendar-text';

/**
 * Commission name and today's date in B.S. and A.D., as the server sent them: the footer is on
 * every first visit, and converting the date here would bring the B.S. calendar's tables along.
 */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const { serverDate, serverDateBs } = useSessionInfo();
  return (
    <footer>
      <Divider mt="xl" mb="xs" />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('app.commission')} · {t('app.name')}
        </Text>
        {serverDate && (
          <Text size="xs" c="dimmed">
            {t('footer.today')}:{' '}
            {writeDay(currentLanguage(), { ad: serverDate, bs: serverDateBs ?? null })}
          </Text>
        )}
      </Group>
    </footer>
  );
}
