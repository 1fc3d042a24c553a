import { useMemo } from 'react';
import { Anchor, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIVILEGE_DESCRIPTIONS, isPrivilegeCode, type TRoleSummary } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useRoles } from '../api/roles';
import { ACCESS_PATHS } from '../paths';

const NO_ROWS: TRoleSummary[] = [];

function useRoleColumns(): ColumnDef<TRoleSummary>[] {
  const { t } = useTranslation('access');
  const { lang } = useFormat();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('fields.title'),
        accessorFn: (r) => r.title,
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={ACCESS_PATHS.roleEdit(row.original.id)}
            data-testid={`role-edit-${row.original.id}`}
            translate="no"
          >
            {row.original.title}
          </Anchor>
        ),
      },
      {
        id: 'description',
        header: t('fields.description'),
        accessorFn: (r) => r.description,
        // As the officer who made the role wrote it, in whichever language.
        cell: ({ row }) => <span translate="no">{row.original.description}</span>,
      },
      {
        id: 'type',
        header: t('fields.type'),
        accessorFn: (r) => r.type,
        // The two kinds the portal knows in words; any other, as the officer typed it.
        cell: ({ row }) =>
          t(`roleTypes.${row.original.type}`, { defaultValue: '' }) || (
            <span translate="no">{row.original.type}</span>
          ),
      },
      {
        id: 'privileges',
        header: t('fields.privileges'),
        accessorFn: (r) => r.privileges.join(' '),
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap={4}>
            {row.original.privileges.map((code) => (
              <Tooltip
                key={code}
                label={isPrivilegeCode(code) ? PRIVILEGE_DESCRIPTIONS[code][lang] : code}
              >
                <Text span size="xs" ff="monospace" fw={700}>
                  {code}
                </Text>
              </Tooltip>
            ))}
          </Group>
        ),
      },
    ],
    [t, lang],
  );
}

/** /admin/rolelist (UM): every role with its privilege codes; the table searches in the browser. */
export function RoleListPage() {
  const { t } = useTranslation('access');
  const roles = useRoles();
  const columns = useRoleColumns();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('roleList.title')}
        </Title>
        <Button component={Link} to={ACCESS_PATHS.roleCreation} data-testid="role-add">
          {t('roleList.add')}
        </Button>
      </Group>
      <DataTable
        label={t('roleList.title')}
        columns={columns}
        data={roles.data ?? NO_ROWS}
        loading={roles.isPending}
      />
    </Stack>
  );
}
