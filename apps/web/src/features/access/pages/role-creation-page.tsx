import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { PageLoader } from '../../../components/page-loader';
import { useRole } from '../api/roles';
import { RoleForm } from '../components/role-form';
import { ACCESS_PATHS } from '../paths';

/** /admin/rolecreation (new role) and /admin/rolecreation/:id (edit one) (UM). */
export function RoleCreationPage() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const role = useRole(id);
  const onSaved = () => void navigate(ACCESS_PATHS.roleList);
  let body;
  if (id === null) body = <RoleForm onSaved={onSaved} />;
  else if (role.isPending) body = <PageLoader />;
  else if (!role.data) body = <ErrorScreen />;
  else body = <RoleForm key={role.data.id} role={role.data} onSaved={onSaved} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ACCESS_PATHS.roleList} size="sm">
        ← {t('roleList.back')}
      </Anchor>
      <Title order={1} size="h2">
        {id === null ? t('roleForm.title') : t('roleForm.editTitle')}
      </Title>
      {body}
    </Stack>
  );
}
