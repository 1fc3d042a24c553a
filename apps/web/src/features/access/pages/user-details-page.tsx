import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TUserBlock } from '@niyukti/shared';
import { ErrorScreen } from '../../../components/error-screen';
import { PageLoader } from '../../../components/page-loader';
import { useAuth } from '../../../lib/auth/auth-context';
import { can } from '../../../lib/auth/can';
import { useLiftBlock, useResetPassword } from '../api/blocks';
import { useStaffUser } from '../api/get-staff-users';
import { BlockForm } from '../components/block-form';
import { BlockHistory } from '../components/block-history';
import { ConfirmAction } from '../../../components/confirm-action';
import { UserFacts } from '../components/user-facts';
import { UserOrganizationForm } from '../components/user-organization-form';
import { UserRolesForm } from '../components/user-roles-form';
import { UsernameForm } from '../components/username-form';
import { ACCESS_PATHS } from '../paths';

type Dialog = 'username' | 'roles' | 'organization' | 'block' | 'reset' | null;

/** /admin/userDetails/:id (UM): facts, roles, privileges, blocks (BU) and password reset (PUM). */
export function UserDetailsPage() {
  const { t } = useTranslation('access');
  const id = Number(useParams().id);
  const { user: me } = useAuth();
  const details = useStaffUser(id);
  const reset = useResetPassword(id);
  const lift = useLiftBlock(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [lifting, setLifting] = useState<TUserBlock | null>(null);
  const close = () => setDialog(null);

  if (details.isPending) return <PageLoader />;
  if (!details.data) return <ErrorScreen />;
  const user = details.data;
  const canBlock = can(me, 'BU', 'create');
  const canLift = can(me, 'BU', 'update');
  const canReset = can(me, 'PUM', 'update');

  return (
    <Stack gap="md">
      <Anchor component={Link} to={ACCESS_PATHS.userList} size="sm">
        ← {t('details.back')}
      </Anchor>
      <Title order={1} size="h2">
        {user.fullName}
      </Title>
      <Group gap="xs">
        <Button
          variant="light"
          onClick={() => setDialog('username')}
          data-testid="action-edit-username"
        >
          {t('details.editUsername')}
        </Button>
        <Button
          variant="light"
          onClick={() => setDialog('roles')}
          data-testid="action-change-roles"
        >
          {t('details.changeRoles')}
        </Button>
        <Button
          variant="light"
          onClick={() => setDialog('organization')}
          data-testid="action-change-organization"
        >
          {t('details.changeOrganization')}
        </Button>
        {canBlock && (
          <Button
            variant="light"
            color="red"
            onClick={() => setDialog('block')}
            data-testid="action-block"
          >
            {t('block.submit')}
          </Button>
        )}
        {canReset && (
          <Button
            variant="light"
            color="orange"
            onClick={() => setDialog('reset')}
            data-testid="action-reset-password"
          >
            {t('details.resetPassword')}
          </Button>
        )}
      </Group>
      <UserFacts user={user} />
      <Title order={4}>{t('details.blocks')}</Title>
      <BlockHistory
        blocks={user.blocks}
        onLift={canLift ? setLifting : undefined}
        lifting={lift.isPending}
      />

      <Modal
        opened={dialog === 'username'}
        onClose={close}
        title={t('details.editUsername')}
        centered
      >
        <UsernameForm userId={id} username={user.username} onDone={close} onCancel={close} />
      </Modal>
      <Modal opened={dialog === 'roles'} onClose={close} title={t('details.changeRoles')} centered>
        <UserRolesForm
          userId={id}
          roleIds={user.roles.map((r) => r.id)}
          onDone={close}
          onCancel={close}
        />
      </Modal>
      <Modal
        opened={dialog === 'organization'}
        onClose={close}
        title={t('details.changeOrganization')}
        centered
      >
        <UserOrganizationForm
          userId={id}
          organizationId={user.organization.id}
          onDone={close}
          onCancel={close}
        />
      </Modal>
      <Modal
        opened={dialog === 'block'}
        onClose={close}
        title={t('block.title')}
        centered
        size="lg"
      >
        <BlockForm userId={id} onDone={close} onCancel={close} />
      </Modal>
      <ConfirmAction
        opened={dialog === 'reset'}
        title={t('details.resetPassword')}
        message={t('details.resetConfirm', { email: user.email })}
        loading={reset.isPending}
        onCancel={close}
        onConfirm={() => reset.mutate(undefined, { onSettled: close })}
        testId="reset-password-confirm"
      />
      <ConfirmAction
        opened={lifting !== null}
        title={t('block.lift')}
        message={t('block.liftConfirm')}
        loading={lift.isPending}
        onCancel={() => setLifting(null)}
        onConfirm={() => lifting && lift.mutate(lifting.id, { onSettled: () => setLifting(null) })}
        testId="block-lift-confirm"
      />
    </Stack>
  );
}
