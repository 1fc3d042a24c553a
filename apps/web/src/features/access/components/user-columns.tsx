import { useMemo } from 'react';
import { Anchor, Badge, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffUserSummary } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { ACCESS_PATHS } from '../paths';
import { IssuedCode } from '../../../components/issued-code';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The user list's columns; the server searches and pages but does not sort this list. */
export function useUserColumns(): ColumnDef<TStaffUserSummary>[] {
  const { t } = useTranslation('access');
  const format = useFormat();
  return useMemo(() => {
    const columns: ColumnDef<TStaffUserSummary>[] = [
      {
        id: 'fullName',
        header: t('columns.name'),
        accessorFn: (u) => u.fullName,
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={ACCESS_PATHS.userDetails(row.original.id)}
            data-testid={`user-details-${row.original.username}`}
          >
            {row.original.fullName}
          </Anchor>
        ),
      },
      {
        id: 'username',
        header: t('fields.username'),
        accessorFn: (u) => u.username,
        cell: ({ row }) => <IssuedCode>{row.original.username}</IssuedCode>,
      },
      { id: 'email', header: t('fields.email'), accessorFn: (u) => u.email },
      {
        id: 'organization',
        header: t('columns.organization'),
        accessorFn: (u) => (format.lang === 'ne' ? u.organization.nameNe : u.organization.nameEn),
      },
      {
        id: 'roles',
        header: t('fields.roles'),
        accessorFn: (u) => u.roles.map((r) => r.title).join(', '),
        cell: ({ row }) => (
          <Group gap={4}>
            {row.original.roles.map((role) => (
              <Badge key={role.id} variant="light" tt="none" translate="no">
                {role.title}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        accessorFn: (u) => u.createdAt,
        cell: ({ row }) => <span style={nowrap}>{format.date(row.original.createdAt, 'bs')}</span>,
      },
    ];
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format]);
}
