import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { profileRecordDefinition } from '@niyukti/shared';
import { AFTER_SAVE } from '../../../components/leave-guard';
import { PageLoader } from '../../../components/page-loader';
import { useExtraDetails } from '../api/extra';
import { ExtraForm } from '../components/extra-form';
import { RecordSection } from '../components/record-section';
import { profileTabPath } from '../../../lib/profile/paths';

const INCLUSIVE_GROUPS = profileRecordDefinition('inclusive-groups');

/**
 * /user/profile/extra: caste, religion, disability, parents (saving moves on to education), and
 * below them the candidate's groups/classes (samuha-barga), each saved on its own with its
 * document.
 */
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
    <Stack gap="lg">
      <ExtraForm
        saved={extra.data}
        onSaved={() => navigate(profileTabPath('education'), { state: AFTER_SAVE })}
      />
      <Card withBorder radius="md" padding="lg">
        <RecordSection definition={INCLUSIVE_GROUPS} />
      </Card>
    </Stack>
  );
}
