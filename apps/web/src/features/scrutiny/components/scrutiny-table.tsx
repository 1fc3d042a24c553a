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
  /** The page shown (from 1): the list's address keeps it, so the caller owns it. */
  page: number;
  onPageChange: (page: number) => void;
  /** Only the forms of one advertisement; absent: every advertisement's. */
  advertisementId?: number;
  /** Where a row's preview leads: the form's candidate details page. */
  detailsPathOf: (row: TScrutinyRow) => string;
  /** Staff holding RNG see roll numbers and may generate them (approved tab). */
  canGenerateRollNumbers: boolean;
}

/** One tab of the scrutiny list: searched and paged by the server. */
export function ScrutinyTable({
  status,
  page,
  onPageChange,
  advertisementId,
  detailsPathOf,
  canGenerateRollNumbers,
}: ScrutinyTableProps) {
  const { t } = useTranslation('scrutiny');
  const [query, setQuery] = useState<Pick<ServerQuery, 'pageSize' | 'search'>>({
    pageSize: FIRST_PAGE.pageSize,
    search: FIRST_PAGE.search,
  });
  const { data, isPending } = useScrutinyApplications({
    status,
    page,
    pageSize: query.pageSize,
    search: query.search,
    ...(advertisementId !== undefined && { advertisementId }),
  });
  const approved = status === 'approved';
  const columns = useScrutinyColumns(detailsPathOf, status);
  const rows = data?.items ?? NO_ROWS;
  const onChange = (next: ServerQuery) => {
    setQuery({ pageSize: next.pageSize, search: next.search });
    if (next.page !== page) onPageChange(next.page);
  };
  return (
    <Stack gap="sm">
      {approved && canGenerateRollNumbers && <RollNumberPanel rows={rows} />}
      <DataTable
        variant="large"
        label={t(`tabs.${status}`)}
        columns={columns}
        data={rows}
        loading={isPending}
        server={{ total: data?.total ?? 0, page, pageSize: query.pageSize, onChange }}
      />
    </Stack>
  );
}
