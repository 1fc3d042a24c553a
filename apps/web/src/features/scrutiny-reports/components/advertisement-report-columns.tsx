import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TAdvertisementReportRow } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';

type Column = ColumnDef<TAdvertisementReportRow>;
type Row = TAdvertisementReportRow;

/** The counts, in the order of back-office.md §3 "Advertisement report". */
const COUNTS = [
  'totalVacancy',
  'totalApplicant',
  'paidCount',
  'pendingCount',
  'holdCount',
  'approvedCount',
  'rejectedCount',
] as const satisfies readonly (keyof Row)[];

/**
 * The advertisement report's columns: the advertisement (its code names its card on a phone:
 * one post is advertised many times), its post and where it sits, its quota, then its
 * vacancies, applicants and forms by where scrutiny stands. The server pages the report and
 * searches it; nothing sorts.
 */
export function useAdvertisementReportColumns(): Column[] {
  const { t } = useTranslation('scrutiny-reports');
  const format = useFormat();
  return useMemo((): Column[] => {
    const { lang } = format;
    const named = (
      id: string,
      name: (row: Row) => [en: string | null, ne: string | null],
    ): Column => ({
      id,
      header: t(`advertisements.columns.${id}`),
      accessorFn: (row) => nameIn(lang, ...name(row)),
      enableSorting: false,
    });
    return [
      {
        id: 'code',
        header: t('advertisements.columns.code'),
        accessorFn: (row) => row.code,
        enableSorting: false,
        cell: ({ row }) => <IssuedCode>{row.original.code}</IssuedCode>,
      },
      {
        id: 'advertisementNumber',
        header: t('advertisements.columns.advertisementNumber'),
        accessorFn: (row) => format.digits(row.advertisementNumber),
        enableSorting: false,
      },
      named('post', (row) => [row.postEn, row.postNe]),
      named('class', (row) => [row.classEn, row.classNe]),
      named('service', (row) => [row.serviceEn, row.serviceNe]),
      named('group', (row) => [row.groupEn, row.groupNe]),
      named('quota', (row) => [row.quotaEn, row.quotaNe]),
      ...COUNTS.map((key): Column => ({
        id: key,
        header: t(`advertisements.columns.${key}`),
        accessorFn: (row) => row[key],
        cell: ({ row }) => format.number(row.original[key]),
        enableSorting: false,
      })),
    ];
  }, [t, format]);
}
