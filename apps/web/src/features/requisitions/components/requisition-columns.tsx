import { useMemo, type ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRequisitionSummary } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { useFormat } from '../../../lib/format';
import { REQUISITIONS_PATHS } from '../paths';
import { RequisitionStatusBadge } from './requisition-status-badge';
import { namedIn, PostWithPlace, TwoCalendarDay } from '../../../components/requisition-values';

export interface RequisitionColumnOptions {
  /** The requesting organization (the register lists every office's; the approval task too). */
  withOrganization?: boolean;
  /** Buttons of a row (approve, reject), with the buttons of the card on a phone. */
  actions?: (requisition: TRequisitionSummary) => ReactNode;
}

/** The columns of a list of requisitions; the server pages and searches, so none sorts. */
export function useRequisitionColumns({
  withOrganization = true,
  actions,
}: RequisitionColumnOptions = {}): ColumnDef<TRequisitionSummary>[] {
  const { t } = useTranslation('requisitions');
  const format = useFormat();
  return useMemo(() => {
    const { lang } = format;
    const columns: ColumnDef<TRequisitionSummary>[] = [
      {
        id: 'number',
        header: t('columns.number'),
        accessorFn: (r) => r.number,
        enableSorting: false,
        // The number as it was issued (people quote it in letters), linking to its detail.
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={REQUISITIONS_PATHS.detail(row.original.id)}
            size="sm"
            style={{ whiteSpace: 'nowrap' }}
            aria-label={t('list.open', { number: row.original.number })}
            data-testid={`requisition-link-${row.original.id}`}
          >
            <IssuedCode>{row.original.number}</IssuedCode>
          </Anchor>
        ),
      },
      {
        id: 'post',
        header: t('columns.post'),
        accessorFn: (r) => r.postEn,
        enableSorting: false,
        cell: ({ row }) => <PostWithPlace requisition={row.original} />,
      },
      {
        id: 'demandOffice',
        header: t('columns.demandOffice'),
        accessorFn: (r) => r.demandOffice.nameEn,
        enableSorting: false,
        cell: ({ row }) => namedIn(lang, row.original.demandOffice),
      },
    ];
    if (withOrganization)
      columns.push({
        id: 'organization',
        header: t('columns.organization'),
        accessorFn: (r) => r.organization.nameEn,
        enableSorting: false,
        cell: ({ row }) => namedIn(lang, row.original.organization),
      });
    columns.push(
      {
        id: 'totalVacancy',
        header: t('columns.totalVacancy'),
        accessorFn: (r) => r.totalVacancy,
        enableSorting: false,
        cell: ({ row }) => format.number(row.original.totalVacancy),
      },
      {
        id: 'requestedAt',
        header: t('columns.requestedAt'),
        accessorFn: (r) => r.requestedAt,
        enableSorting: false,
        cell: ({ row }) => <TwoCalendarDay at={row.original.requestedAt} />,
      },
      {
        id: 'status',
        header: t('columns.status'),
        accessorFn: (r) => r.status,
        enableSorting: false,
        cell: ({ row }) => <RequisitionStatusBadge status={row.original.status} />,
      },
    );
    if (actions)
      columns.push({
        id: 'actions',
        meta: { card: 'actions' },
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => actions(row.original),
      });
    return columns;
  }, [t, format, withOrganization, actions]);
}
