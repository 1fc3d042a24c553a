import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffUserSummary } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useStaffUsers } from '../api/get-staff-users';
import { useRoles } from '../api/roles';
import { useUserColumns } from '../components/user-columns';
import { ACCESS_PATHS } from '../paths';
import { ROLE_FILTER } from '../components/role-multi-select';

const NO_ROWS: TStaffUserSummary[] = [];
/** A role found by its name the Nepali way. */
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/** /admin/userlist (UM): staff users, searched by name and filtered by role on the server. */
export function UserListPage() {
  const { t } = useTranslation('access');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [roleId, setRoleId] = useState<number | null>(null);
  const roles = useRoles();
  const users = useStaffUsers({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    roleId,
  });
  const columns = useUserColumns();
  const roleOptions = (roles.data ?? []).map((role) => ({
    value: String(role.id),
    label: role.title,
  }));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('userList.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('userList.intro')}
          </Text>
        </Stack>
        <Button component={Link} to={ACCESS_PATHS.userCreation} data-testid="user-add">
          {t('userList.add')}
        </Button>
      </Group>
      <Select
        label={t('userList.roleFilter')}
        placeholder={t('userList.allRoles')}
        data={roleOptions}
        value={roleId === null ? null : String(roleId)}
        onChange={(value) => {
          setRoleId(value ? Number(value) : null);
          setQuery((current) => ({ ...current, page: 1 }));
        }}
        clearable
        searchable
        filter={ROLE_FILTER}
        maw={320}
        data-testid="user-role-filter"
      />
      <DataTable
        variant="large"
        label={t('userList.title')}
        columns={columns}
        data={users.data?.items ?? NO_ROWS}
        loading={users.isPending}
        server={{
          total: users.data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
    </Stack>
  );
}
