import { useState, type ReactNode } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SCRUTINY_STATUSES, type TScrutinyReportQuery } from '@niyukti/shared';
import { FiscalYearFilter } from './fiscal-year-filter';
import type { ReportFilters } from './use-report-filters';

/** How long typing pauses before the code typed is asked for (the data table's search waits as long). */
const TYPING_PAUSE_MS = 300;

/** The advertisement code, asked for once typing pauses; empty counts every advertisement. */
function AdvertisementCodeFilter(props: {
  value: string | undefined;
  onApply(code: string | undefined): void;
}) {
  const { t } = useTranslation('scrutiny-reports');
  const [typed, setTyped] = useState(props.value ?? '');
  const apply = useDebouncedCallback(
    (code: string) => props.onApply(code.trim() || undefined),
    TYPING_PAUSE_MS,
  );
  return (
    <TextInput
      label={t('advertisementCode')}
      description={t('advertisementCodeHint')}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      maxLength={40}
      autoComplete="off"
      w={220}
      maw="100%"
      data-testid="report-advertisement-code"
    />
  );
}

/** Scrutiny's outcome the forms counted have reached, or every form (the words of the scrutiny tabs). */
function ScrutinyStatusFilter(props: {
  value: TScrutinyReportQuery['scrutinyStatus'];
  onApply(status: string | undefined): void;
}) {
  const { t } = useTranslation('scrutiny-reports');
  const options = [
    { value: '', label: t('status.all') },
    ...SCRUTINY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return (
    <NativeSelect
      label={t('scrutinyStatus')}
      data={options}
      value={props.value ?? ''}
      onChange={(event) => props.onApply(event.currentTarget.value || undefined)}
      w={220}
      maw="100%"
      data-testid="report-scrutiny-status"
    />
  );
}

/**
 * The filters of a breakdown report (back-office.md §7 Reports): an advertisement's code, a
 * scrutiny status and a fiscal year, each empty for all; `leading` goes first (the breakdown).
 */
export function ReportFiltersBar({
  state,
  error,
  leading,
}: {
  state: ReportFilters;
  /** The report's failure, whose refusal of the fiscal year is said under its field. */
  error: unknown;
  leading?: ReactNode;
}) {
  const { filters, change } = state;
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      {leading}
      <AdvertisementCodeFilter
        value={filters.advertisementCode}
        onApply={(advertisementCode) => change({ advertisementCode })}
      />
      <ScrutinyStatusFilter
        value={filters.scrutinyStatus}
        onApply={(scrutinyStatus) => change({ scrutinyStatus })}
      />
      <FiscalYearFilter
        value={filters.fiscalYear}
        onApply={(fiscalYear) => change({ fiscalYear })}
        error={error}
      />
    </Group>
  );
}
