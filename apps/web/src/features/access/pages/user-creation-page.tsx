import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserCreationForm } from '../components/user-creation-form';
import { ACCESS_PATHS } from '../paths';

/** /admin/usercreation (UM): a new staff user; the details page opens once it is saved. */
export function UserCreationPage() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('userCreation.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('userCreation.intro')}
        </Text>
      </Stack>
      <UserCreationForm onCreated={(user) => void navigate(ACCESS_PATHS.userDetails(user.id))} />
    </Stack>
  );
}
