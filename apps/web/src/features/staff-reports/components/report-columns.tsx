import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type {
  TAdvertisementNumberRow,
  TClassReport,
  TClassReportRow,
  TReapplicationRow,
  TRegisteredCandidates,
  TRegistrationDay,
} from '@niyukti/shared';
import { nameIn, TwoCalendarDay } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { AdvertisementCell } from './advertisement-cells';
import { countColumn } from './count-column';

type Counted<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/**
 * The registration days' columns: the day in both calendars, the candidates by gender and in
 * all; the totals row holds those of every day asked, not only the page's.
 */
export function useRegistrationDayColumns(
  totals: TRegisteredCandidates['registered'] | undefined,
): ColumnDef<TRegistrationDay>[] {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'date',
        header: t('columns.day'),
        accessorFn: (day) => day.date,
        enableSorting: false,
        footer: totals ? () => t('total') : undefined,
        cell: ({ row }) => <TwoCalendarDay at={row.original.date} />,
      },
      ...(['male', 'female', 'other', 'total'] as const).map((key) =>
        countColumn<TRegistrationDay>(
          key,
          t(`columns.${key}`),
          format,
          (day) => day[key],
          totals?.[key],
        ),
      ),
    ],
    [t, format, totals],
  );
}

const CLASS_COUNTS: Counted<TClassReport['total']>[] = [
  'advertisements',
  'vacancies',
  'applications',
  'paid',
  'pending',
  'hold',
  'approved',
  'rejected',
];

/** The report by class's columns: the class, then its counts, each with its total. */
export function useClassColumns(report: TClassReport | undefined): ColumnDef<TClassReportRow>[] {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  return useMemo(() => {
    const total = report?.total;
    return [
      {
        id: 'class',
        header: t('columns.class'),
        accessorFn: (row) => nameIn(format.lang, row.classEn, row.classNe),
        enableSorting: false,
        footer: total ? () => t('total') : undefined,
      },
      ...CLASS_COUNTS.map((key) =>
        countColumn<TClassReportRow>(
          key,
          t(`columns.${key}`),
          format,
          (row) => row[key],
          total?.[key],
        ),
      ),
    ];
  }, [t, format, report]);
}

/** The columns an advertisement's line starts with: the advertisement, its post, its vacancies. */
function advertisementColumns<Row extends TAdvertisementNumberRow | TReapplicationRow>(
  t: (key: string) => string,
  format: ReturnType<typeof useFormat>,
): ColumnDef<Row>[] {
  return [
    {
      id: 'advertisement',
      header: t('columns.advertisement'),
      accessorFn: (row) => row.code,
      enableSorting: false,
      cell: ({ row }) => (
        <AdvertisementCell
          code={row.original.code}
          advertisementNumber={row.original.advertisementNumber}
        />
      ),
    },
    {
      id: 'post',
      header: t('columns.post'),
      accessorFn: (row) => nameIn(format.lang, row.postEn, row.postNe),
      enableSorting: false,
    },
    countColumn<Row>('vacancies', t('columns.vacancies'), format, (row) => row.vacancies),
  ];
}

const ADVERTISEMENT_NUMBER_COUNTS: Counted<TAdvertisementNumberRow>[] = [
  'applications',
  'paid',
  'pending',
  'hold',
  'approved',
  'rejected',
  'male',
  'female',
  'other',
];

/** Each advertisement's applications by where they stand, and by the applicant's gender. */
export function useAdvertisementNumberColumns(): ColumnDef<TAdvertisementNumberRow>[] {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  return useMemo(
    () => [
      ...advertisementColumns<TAdvertisementNumberRow>(t, format),
      ...ADVERTISEMENT_NUMBER_COUNTS.map((key) =>
        countColumn<TAdvertisementNumberRow>(key, t(`columns.${key}`), format, (row) => row[key]),
      ),
    ],
    [t, format],
  );
}

const REAPPLICATION_COUNTS: Counted<TReapplicationRow>[] = [
  'applications',
  'reapplications',
  'reapplicationsPaid',
];

/** Each advertisement's applications, and those made by re-applying (paid or not). */
export function useReapplicationColumns(): ColumnDef<TReapplicationRow>[] {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  return useMemo(
    () => [
      ...advertisementColumns<TReapplicationRow>(t, format),
      ...REAPPLICATION_COUNTS.map((key) =>
        countColumn<TReapplicationRow>(key, t(`columns.${key}`), format, (row) => row[key]),
      ),
    ],
    [t, format],
  );
}
