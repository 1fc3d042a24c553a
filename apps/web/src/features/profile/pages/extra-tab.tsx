import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AFTER_SAVE } from '../../../components/leave-guard';
import { PageLoader } from '../../../components/page-loader';
import { useExtraDetails } from '../api/extra';
import { ExtraForm } from '../components/extra-form';
import { profileTabPath } from '../paths';

/** /user/profile/extra: caste, religion, disability, parents; saving moves on to education. */
export function ExtraTab() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const extra = useExtraDetails();
  if (extra.isPending) return <PageLoader />;
  if (extra.isError)
    return (
      <Alert color="red" data-testid="extra-load-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('extra.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void extra.refetch()}>
            {t('contact.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <ExtraForm
      saved={extra.data}
      onSaved={() => navigate(profileTabPath('education'), { state: AFTER_SAVE })}
    />
  );
}
