import { useState } from 'react';
import { Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, SCRUTINY_STATUSES } from '@niyukti/shared';
import { DayFilter } from './day-filter';
import { FiscalYearFilter } from './fiscal-year-filter';
import type { ApplicationFilters } from './use-application-filters';

/** How long typing pauses before the code typed is asked for (the table's search waits as long). */
const TYPING_PAUSE_MS = 300;

/** The advertisement code, asked for once typing pauses; empty for every advertisement. */
function AdvertisementCodeFilter(props: {
  value: string | undefined;
  onApply(code: string | undefined): void;
}) {
  const { t } = useTranslation('staff-reports');
  const [typed, setTyped] = useState(props.value ?? '');
  const apply = useDebouncedCallback(
    (code: string) => props.onApply(code.trim() || undefined),
    TYPING_PAUSE_MS,
  );
  return (
    <TextInput
      label={t('filters.advertisementCode')}
      description={t('filters.advertisementCodeHint')}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      maxLength={40}
      autoComplete="off"
      w={220}
      maw="100%"
      data-testid="filter-advertisement-code"
    />
  );
}

/** One of a status's values (in the words the candidate's screens use), or any. */
function StatusFilter(props: {
  label: string;
  kind: 'payment' | 'scrutiny';
  statuses: readonly string[];
  value: string | undefined;
  onApply(status: string | undefined): void;
}) {
  const { t } = useTranslation('staff-reports');
  const options = [
    { value: '', label: t('filters.anyStatus') },
    ...props.statuses.map((status) => ({
      value: status,
      label: t(`status.${props.kind}.${status}`, { ns: 'applications' }),
    })),
  ];
  return (
    <NativeSelect
      label={props.label}
      data={options}
      value={props.value ?? ''}
      onChange={(event) => props.onApply(event.currentTarget.value || undefined)}
      w={220}
      maw="100%"
      data-testid={`filter-${props.kind}-status`}
    />
  );
}

/**
 * The applications report's filters (decision 157): an advertisement's code, a fiscal year, the
 * payment's and scrutiny's status, and the days applied between; each empty for all.
 */
export function ApplicationFiltersBar({
  state,
  error,
}: {
  state: ApplicationFilters;
  /** The report's failure, whose refusal of the fiscal year is said under its field. */
  error: unknown;
}) {
  const { t } = useTranslation('staff-reports');
  const { query, change } = state;
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md" wrap="wrap">
        <AdvertisementCodeFilter
          value={query.advertisementCode}
          onApply={(advertisementCode) => change({ advertisementCode })}
        />
        <FiscalYearFilter
          value={query.fiscalYear}
          onApply={(fiscalYear) => change({ fiscalYear })}
          error={error}
        />
        <StatusFilter
          label={t('filters.paymentStatus')}
          kind="payment"
          statuses={PAYMENT_STATUSES}
          value={query.paymentStatus}
          onApply={(paymentStatus) => change({ paymentStatus })}
        />
        <StatusFilter
          label={t('filters.scrutinyStatus')}
          kind="scrutiny"
          statuses={SCRUTINY_STATUSES}
          value={query.scrutinyStatus}
          onApply={(scrutinyStatus) => change({ scrutinyStatus })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DayFilter
          name="applied-from"
          bsLabel={t('filters.appliedFromBs')}
          adLabel={t('filters.appliedFromAd')}
          value={query.appliedFrom}
          onApply={(appliedFrom) => change({ appliedFrom })}
        />
        <DayFilter
          name="applied-to"
          bsLabel={t('filters.appliedToBs')}
          adLabel={t('filters.appliedToAd')}
          value={query.appliedTo}
          onApply={(appliedTo) => change({ appliedTo })}
        />
      </SimpleGrid>
    </Stack>
  );
}
