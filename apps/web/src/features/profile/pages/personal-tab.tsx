import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AFTER_SAVE } from '../../../components/leave-guard';
import { PageLoader } from '../../../components/page-loader';
import { usePersonalDetails } from '../api/personal';
import { PersonalForm } from '../components/personal-form';
import { profileTabPath } from '../../../lib/profile/paths';

/** /user/profile/personal: names, birth, citizenship and family; saving moves on to contact. */
export function PersonalTab() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const personal = usePersonalDetails();
  if (personal.isPending) return <PageLoader />;
  if (personal.isError)
    return (
      <Alert color="red" data-testid="personal-load-failed">
        <Stack gap="xs" align="flex-start">
          {/* The spec's message when the details cannot be fetched. */}
          <Text size="sm">{t('personal.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void personal.refetch()}>
            {t('contact.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <PersonalForm
      saved={personal.data}
      onSaved={() => navigate(profileTabPath('contact'), { state: AFTER_SAVE })}
    />
  );
}
