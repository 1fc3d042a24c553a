import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScrutinyStatus, TScrutinyRow } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { FIRST_PAGE, useScrutinyApplications } from '../api/get-scrutiny-applications';
import { RollNumberPanel } from './roll-number-panel';
import { useScrutinyColumns } from './scrutiny-columns';

const NO_ROWS: TScrutinyRow[] = [];

export interface ScrutinyTableProps {
  status: ScrutinyStatus;
  onPreview: (row: TScrutinyRow) => void;
  /** Staff holding RNG see roll numbers and may generate them (approved tab). */
  canGenerateRollNumbers: boolean;
}

/** One tab of the scrutiny list: searched and paged by the server. */
export function ScrutinyTable({ status, onPreview, canGenerateRollNumbers }: ScrutinyTableProps) {
  const { t } = useTranslation('scrutiny');
  const [query, setQuery] = useState<ServerQuery>({ ...FIRST_PAGE });
  const { data, isPending } = useScrutinyApplications({
    status,
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
  });
  const approved = status === 'approved';
  const columns = useScrutinyColumns(onPreview, status);
  const rows = data?.items ?? NO_ROWS;
  return (
    <Stack gap="sm">
      {approved && canGenerateRollNumbers && <RollNumberPanel rows={rows} />}
      <DataTable
        variant="large"
        label={t(`tabs.${status}`)}
        columns={columns}
        data={rows}
        loading={isPending}
        server={{
          total: data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
    </Stack>
  );
}
