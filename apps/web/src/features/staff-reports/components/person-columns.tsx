import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TApplicationsReportRow, TCandidateSearchRow } from '@niyukti/shared';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { AdvertisementCell, InstantCell } from './advertisement-cells';
import { PaymentBadge, ScrutinyBadge } from './status-badges';
import { STAFF_REPORT_PATHS } from './staff-report-paths';

/**
 * An application's columns (the applications report, a candidate's status): who applied, to
 * which advertisement and post, when (Nepal time), the fee, where payment and scrutiny stand,
 * the roll number. The master id opens the application's own report.
 */
export function useApplicationColumns({
  withCandidate = true,
}: { withCandidate?: boolean } = {}): ColumnDef<TApplicationsReportRow>[] {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  return useMemo((): ColumnDef<TApplicationsReportRow>[] => {
    const open: ColumnDef<TApplicationsReportRow> = withCandidate
      ? {
          id: 'masterId',
          header: t('columns.masterId'),
          accessorFn: (row) => row.masterId,
          enableSorting: false,
          cell: ({ row: { original: row } }) => (
            <Anchor
              component={Link}
              to={STAFF_REPORT_PATHS.application(row.applicationId)}
              size="sm"
              aria-label={t('applications.open', {
                masterId: format.digits(row.masterId),
                name: row.candidateName,
                code: row.advertisementCode,
              })}
              data-testid={`application-open-${row.applicationId}`}
            >
              {format.digits(row.masterId)}
            </Anchor>
          ),
        }
      : {
          id: 'advertisement',
          header: t('columns.advertisement'),
          accessorFn: (row) => row.advertisementCode,
          enableSorting: false,
          meta: { card: 'title' },
          cell: ({ row: { original: row } }) => (
            <Anchor
              component={Link}
              to={STAFF_REPORT_PATHS.application(row.applicationId)}
              size="sm"
              aria-label={t('applications.openOwn', {
                code: row.advertisementCode,
                number: format.digits(row.advertisementNumber),
              })}
              data-testid={`application-open-${row.applicationId}`}
            >
              <AdvertisementCell
                code={row.advertisementCode}
                advertisementNumber={row.advertisementNumber}
              />
            </Anchor>
          ),
        };
    return [
      open,
      ...(withCandidate
        ? [
            {
              id: 'name',
              header: t('columns.name'),
              accessorFn: (row: TApplicationsReportRow) => row.candidateName,
              enableSorting: false,
              meta: { card: 'title' as const },
            },
            {
              id: 'advertisement',
              header: t('columns.advertisement'),
              accessorFn: (row: TApplicationsReportRow) => row.advertisementCode,
              enableSorting: false,
              cell: ({ row }: { row: { original: TApplicationsReportRow } }) => (
                <AdvertisementCell
                  code={row.original.advertisementCode}
                  advertisementNumber={row.original.advertisementNumber}
                />
              ),
            },
          ]
        : []),
      {
        id: 'post',
        header: t('columns.post'),
        accessorFn: (row) => nameIn(format.lang, row.postEn, row.postNe),
        enableSorting: false,
      },
      {
        id: 'appliedAt',
        header: t('columns.appliedAt'),
        accessorFn: (row) => row.appliedAt,
        enableSorting: false,
        cell: ({ row }) => <InstantCell at={row.original.appliedAt} />,
      },
      {
        id: 'fee',
        header: t('columns.fee'),
        accessorFn: (row) => row.feePaisa,
        enableSorting: false,
        cell: ({ row }) => format.money(row.original.feePaisa),
      },
      {
        id: 'paymentStatus',
        header: t('columns.paymentStatus'),
        accessorFn: (row) => row.paymentStatus,
        enableSorting: false,
        cell: ({ row }) => <PaymentBadge status={row.original.paymentStatus} />,
      },
      {
        id: 'scrutinyStatus',
        header: t('columns.scrutinyStatus'),
        accessorFn: (row) => row.scrutinyStatus,
        enableSorting: false,
        cell: ({ row }) => <ScrutinyBadge status={row.original.scrutinyStatus} />,
      },
      {
        id: 'rollNumber',
        header: t('columns.rollNumber'),
        accessorFn: (row) => row.rollNumber ?? '',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.rollNumber === null ? '—' : format.digits(row.original.rollNumber),
      },
    ];
  }, [t, format, withCandidate]);
}

/**
 * The candidates' columns (user search): the master id opens their applications' status, then
 * who they are, how to reach them, when they registered and how many applications they made.
 */
export function useCandidateColumns(): ColumnDef<TCandidateSearchRow>[] {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  return useMemo(
    (): ColumnDef<TCandidateSearchRow>[] => [
      {
        id: 'masterId',
        header: t('columns.masterId'),
        accessorFn: (row) => row.masterId,
        enableSorting: false,
        cell: ({ row: { original: row } }) => (
          <Anchor
            component={Link}
            to={STAFF_REPORT_PATHS.applicationStatus(row.masterId)}
            size="sm"
            aria-label={t('candidates.open', {
              masterId: format.digits(row.masterId),
              name: row.name,
            })}
            data-testid={`candidate-open-${row.masterId}`}
          >
            {format.digits(row.masterId)}
          </Anchor>
        ),
      },
      {
        id: 'name',
        header: t('columns.name'),
        accessorFn: (row) => row.name,
        enableSorting: false,
        meta: { card: 'title' },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.name}</Text>
            <Text size="xs" c="dimmed">
              {t(`person.genders.${row.original.gender}`, { ns: 'common' })}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'dob',
        header: t('columns.dob'),
        accessorFn: (row) => row.dobAd,
        enableSorting: false,
        cell: ({ row }) => format.date(row.original.dobAd),
      },
      {
        id: 'contact',
        header: t('columns.contact'),
        accessorFn: (row) => `${row.mobile} ${row.email}`,
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{format.digits(row.original.mobile)}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.original.email}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'citizenshipNumber',
        header: t('columns.citizenshipNumber'),
        accessorFn: (row) => row.citizenshipNumber,
        enableSorting: false,
        cell: ({ row }) => format.digits(row.original.citizenshipNumber),
      },
      {
        id: 'registeredAt',
        header: t('columns.registeredAt'),
        accessorFn: (row) => row.registeredAt,
        enableSorting: false,
        cell: ({ row }) => <InstantCell at={row.original.registeredAt} />,
      },
      {
        id: 'applications',
        header: t('columns.applications'),
        accessorFn: (row) => row.applications,
        enableSorting: false,
        cell: ({ row }) => format.number(row.original.applications),
      },
    ],
    [t, format],
  );
}
