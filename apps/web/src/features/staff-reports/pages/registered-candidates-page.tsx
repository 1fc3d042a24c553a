import { useState } from 'react';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRegistrationDay } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { CountedAtLine } from '../../../components/counted-at-line';
import { useCountRegistrationsAgain, useRegisteredCandidates } from '../api/get-reports';
import { REGISTERED_CANDIDATES_PATH } from '../api/report-keys';
import { DayFilter } from '../components/day-filter';
import { DownloadButton } from '../components/download-button';
import { FigureCards } from '../components/figure-cards';
import { PageHeading } from '../components/page-heading';
import { useRegistrationDayColumns } from '../components/report-columns';
import { ReportLoading } from '../components/report-states';

const NO_DAYS: TRegistrationDay[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

interface DayRange {
  from?: string;
  to?: string;
}

/**
 * /admin/total-register-user (every staff user): the candidates registered between two days
 * (every day when none is given), by gender, how many of them applied, and the days one by
 * one, paged by the server; and as a spreadsheet.
 */
export function RegisteredCandidatesPage() {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  const [paging, setPaging] = useState<ServerQuery>(FIRST_PAGE);
  const [range, setRange] = useState<DayRange>({});
  const { data, isPending } = useRegisteredCandidates({
    ...range,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const columns = useRegistrationDayColumns(data?.registered);
  const changeRange = (change: DayRange) => {
    setRange((current) => ({ ...current, ...change }));
    setPaging((current) => ({ ...current, page: 1 }));
  };
  return (
    <Stack gap="md">
      <PageHeading title={t('registered.title')} intro={t('registered.intro')} />
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DayFilter
            name="registered-from"
            bsLabel={t('filters.fromBs')}
            adLabel={t('filters.fromAd')}
            value={range.from}
            onApply={(from) => changeRange({ from })}
          />
          <DayFilter
            name="registered-to"
            bsLabel={t('filters.toBs')}
            adLabel={t('filters.toAd')}
            value={range.to}
            onApply={(to) => changeRange({ to })}
          />
        </SimpleGrid>
        <DownloadButton
          path={REGISTERED_CANDIDATES_PATH}
          query={{ ...range }}
          disabled={!data || data.registered.total === 0}
        />
      </Group>
      {data && <RegistrationsCountedAt at={data.countedAt} />}
      {!data ? (
        isPending && <ReportLoading />
      ) : (
        <FigureCards
          label={t('registered.figuresLabel')}
          figures={[
            {
              label: t('registered.total'),
              value: format.number(data.registered.total),
              testId: 'registered-total',
            },
            {
              label: t('columns.male'),
              value: format.number(data.registered.male),
              testId: 'registered-male',
            },
            {
              label: t('columns.female'),
              value: format.number(data.registered.female),
              testId: 'registered-female',
            },
            {
              label: t('columns.other'),
              value: format.number(data.registered.other),
              testId: 'registered-other',
            },
            {
              label: t('registered.applied'),
              value: format.number(data.applied),
              testId: 'registered-applied',
            },
          ]}
        />
      )}
      <DataTable
        variant="large"
        label={t('registered.tableLabel')}
        columns={columns}
        data={data?.days.items ?? NO_DAYS}
        loading={isPending}
        search={false}
        server={{
          total: data?.days.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: setPaging,
        }}
      />
    </Stack>
  );
}

/** When the days were counted (every five minutes, hourly when busy; decisions 161, 170), and counting them again. */
function RegistrationsCountedAt({ at }: { at: string }) {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  const countAgain = useCountRegistrationsAgain();
  return (
    <CountedAtLine
      said={t('counted.said', { date: format.date(at, 'bs'), time: format.time(at) })}
      againLabel={t('counted.again')}
      failedText={t('counted.failed')}
      pending={countAgain.isPending}
      failed={countAgain.isError}
      onCountAgain={() => countAgain.mutate()}
    />
  );
}
