import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DISTRIBUTION_LOG_SOURCE_LABELS,
  DISTRIBUTION_LOG_SOURCES,
  type DistributionLogSource,
  type TDistributionHistoryItem,
} from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { FiscalYearInput } from '../../../components/fiscal-year-input';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useDistributionHistory } from '../api/get-history';
import { EnterLogModal } from '../components/enter-log-modal';
import { useHistoryColumns } from '../components/history-columns';
import { ImportModal } from '../components/import-modal';
import { HISTORY_PATHS } from '../paths';

const NO_ROWS: TDistributionHistoryItem[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };
const ANY_SOURCE = 'all';

/** The server's refusal of the fiscal year filter (a message key), if it refused it. */
function fiscalYearRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.issues.find((issue) =>
    Array.isArray(issue.path) ? issue.path[0] === 'fiscalYear' : issue.path === 'fiscalYear',
  )?.message;
}

/** Nothing recorded at all: said plainly rather than as an empty table. */
function NothingRecorded() {
  const { t } = useTranslation('distribution-history');
  return (
    <Paper withBorder radius="md" p="xl" data-testid="history-empty">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600}>{t('list.empty')}</Text>
        <Text size="sm" c="dimmed" maw={560}>
          {t('list.emptyHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/vacancy-distribution-history (VDH read): every distribution of a post for an office,
 * newest first, by search, fiscal year and type; each opens its log. Those who may create enter
 * an earlier distribution by hand or import a spreadsheet of them.
 */
export function HistoryListPage() {
  const { t } = useTranslation('distribution-history');
  const { lang } = useFormat();
  const may = useCan();
  const navigate = useNavigate();
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [fiscalYear, setFiscalYear] = useState<string | undefined>(undefined);
  const [source, setSource] = useState<DistributionLogSource | undefined>(undefined);
  const [opened, setOpened] = useState<'enter' | 'import' | null>(null);
  const { data, isPending, error } = useDistributionHistory({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    fiscalYear,
    source,
  });
  const columns = useHistoryColumns();
  const canCreate = may('VDH', 'create');
  const firstPage = () => setQuery((current) => ({ ...current, page: 1 }));
  // Honestly empty: nothing recorded at all (a filter that finds none keeps the table).
  const nothing =
    data !== undefined &&
    data.total === 0 &&
    query.search === '' &&
    fiscalYear === undefined &&
    source === undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2} maw={720}>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.intro')}
          </Text>
        </Stack>
        {canCreate && (
          <Group gap="xs" wrap="wrap">
            <Button onClick={() => setOpened('enter')} data-testid="history-enter">
              {t('list.enter')}
            </Button>
            <Button
              variant="light"
              onClick={() => setOpened('import')}
              data-testid="history-import"
            >
              {t('list.import')}
            </Button>
          </Group>
        )}
      </Group>
      <Group gap="md" align="flex-start" wrap="wrap">
        <FiscalYearInput
          label={t('list.fiscalYear')}
          description={t('list.fiscalYearHint')}
          value={fiscalYear}
          onApply={(next) => {
            setFiscalYear(next);
            firstPage();
          }}
          error={fiscalYearRefusal(error)}
          data-testid="history-fiscal-year"
        />
        <Select
          label={t('list.source')}
          w={260}
          maw="100%"
          allowDeselect={false}
          value={source ?? ANY_SOURCE}
          data={[
            { value: ANY_SOURCE, label: t('list.allSources') },
            ...DISTRIBUTION_LOG_SOURCES.map((value) => ({
              value,
              label: DISTRIBUTION_LOG_SOURCE_LABELS[value][lang],
            })),
          ]}
          onChange={(value) => {
            setSource(
              !value || value === ANY_SOURCE ? undefined : (value as DistributionLogSource),
            );
            firstPage();
          }}
          data-testid="history-source"
        />
      </Group>
      {nothing ? (
        <NothingRecorded />
      ) : (
        <DataTable
          variant="large"
          label={t('list.tableLabel')}
          columns={columns}
          data={data?.items ?? NO_ROWS}
          loading={isPending}
          server={{
            total: data?.total ?? 0,
            page: query.page,
            pageSize: query.pageSize,
            onChange: setQuery,
          }}
        />
      )}
      <EnterLogModal
        opened={opened === 'enter'}
        onClose={() => setOpened(null)}
        onEntered={(log) => navigate(HISTORY_PATHS.log(log.id, log.source))}
      />
      <ImportModal opened={opened === 'import'} onClose={() => setOpened(null)} />
    </Stack>
  );
}
