import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import { useActingFor, useActingForControls } from '../state';

const BACK_OFFICE_PATH = '/admin';

/**
 * Shown on every signed-in page while a staff member acts for a candidate, so nobody forgets
 * whose profile they are changing. A choice made by someone else than the signed-in user (a
 * new sign-in in the same tab) is dropped here.
 */
export function ActingForBanner() {
  const { t } = useTranslation('acting-for');
  const format = useFormat();
  const { user } = useAuth();
  const actingFor = useActingFor();
  const { stop } = useActingForControls();
  const navigate = useNavigate();
  const foreign =
    actingFor !== null &&
    user !== null &&
    (user.type !== 'staff' || user.id !== actingFor.actorUserId);

  useEffect(() => {
    if (foreign) stop();
  }, [foreign, stop]);

  if (!actingFor || !user || foreign) return null;
  return (
    <Alert color="orange" variant="light" mb="md" data-testid="acting-for-banner">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={700} size="sm">
            {t('banner.text', {
              name: actingFor.fullName,
              masterId: format.digits(actingFor.masterId),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('banner.audited')}
          </Text>
        </div>
        <Button
          size="compact-sm"
          variant="outline"
          color="orange"
          data-testid="acting-for-stop"
          // Leave the candidate's screens first, so nothing reloads them without the candidate.
          onClick={() => void Promise.resolve(navigate(BACK_OFFICE_PATH)).then(stop)}
        >
          {t('banner.stop')}
        </Button>
      </Group>
    </Alert>
  );
}
