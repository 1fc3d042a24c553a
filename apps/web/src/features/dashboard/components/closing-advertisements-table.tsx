import { useMemo } from 'react';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffDashboard } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { FIGURE_LINKS } from './staff-paths';

type Closing = TStaffDashboard['closingThisWeek'][number];

/**
 * The live advertisements whose next deadline is within seven days: the code (opening its
 * scrutiny allocation, for those who may open it), the post, the day it closes, whether that
 * is the single fee's last day or the double fee's, and its applications so far.
 */
export function ClosingAdvertisementsTable({
  advertisements,
  label,
  linked,
}: {
  advertisements: Closing[];
  label: string;
  /** The reader may open an advertisement's allocation (SA): its code leads there. */
  linked: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const columns = useMemo(
    (): ColumnDef<Closing>[] => [
      {
        id: 'code',
        header: t('admin.figures.advertisement'),
        accessorFn: (a) => a.code,
        enableSorting: false,
        cell: ({ row: { original: a } }) => {
          const to = linked
            ? FIGURE_LINKS.advertisementAllocation(a.advertisementId).to
            : undefined;
          const code = <IssuedCode>{a.code}</IssuedCode>;
          return (
            <Stack gap={0}>
              {to ? (
                <Anchor
                  component={Link}
                  to={to}
                  size="sm"
                  aria-label={t('admin.figures.openAllocation', { code: a.code })}
                  data-testid={`closing-open-${a.advertisementId}`}
                >
                  {code}
                </Anchor>
              ) : (
                <Text size="sm">{code}</Text>
              )}
              <Text size="xs" c="dimmed">
                {format.digits(a.advertisementNumber)}
              </Text>
            </Stack>
          );
        },
      },
      {
        id: 'post',
        header: t('admin.figures.post'),
        accessorFn: (a) => nameIn(format.lang, a.postEn, a.postNe),
        enableSorting: false,
      },
      {
        id: 'closesOn',
        header: t('admin.figures.closesOn'),
        accessorFn: (a) => a.closesOn,
        enableSorting: false,
        cell: ({ row: { original: a } }) => (
          <Stack gap={2} align="flex-start">
            <Text size="sm">{format.date(a.closesOn, 'bs')}</Text>
            <Text size="xs" c="dimmed">
              {format.date(a.closesOn, 'ad')}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'fee',
        header: t('admin.figures.deadline'),
        accessorFn: (a) => a.singleFee,
        enableSorting: false,
        cell: ({ row: { original: a } }) => (
          <Badge
            variant="light"
            color={a.singleFee ? 'blue' : 'orange'}
            tt="none"
            styles={{ label: { overflow: 'visible' } }}
          >
            {t(a.singleFee ? 'admin.figures.singleFee' : 'admin.figures.doubleFee')}
          </Badge>
        ),
      },
      {
        id: 'applications',
        header: t('admin.figures.applicationsColumn'),
        accessorFn: (a) => a.applications,
        enableSorting: false,
        cell: ({ row }) => format.number(row.original.applications),
      },
    ],
    [t, format, linked],
  );
  return <DataTable label={label} columns={columns} data={advertisements} search={false} />;
}
