import { useMemo } from 'react';
import { Button, Paper, Select, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PHASE_HEADING_LABELS,
  toLatinDigits,
  UNADVERTISED_HEADINGS,
  type TDistributionLogInput,
} from '@niyukti/shared';
import { CardList } from '../../../components/data-table';
import { useErrorText } from '../../../components/form-fields';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { namedIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';

/**
 * One row as typed: a quota (its id) or a way of filling posts no advertisement carries (its
 * heading), '' for the other and for none; its seats, in either script.
 */
export interface LogRowValues {
  quotaId: string;
  heading: string;
  seats: string;
}

/** The entry form as typed; the shared schema turns it into the log's input. */
export interface LogFormValues {
  postId: number | null;
  demandOfficeId: number | null;
  fiscalYear: string;
  publishDateBs: string;
  chalaniNumber: string;
  chalaniDateBs: string;
  totalVacancy: string;
  localBodyId: number | null;
  rows: LogRowValues[];
}
export type LogFormControl = Control<LogFormValues, unknown, TDistributionLogInput>;

export const EMPTY_ROW: LogRowValues = { quotaId: '', heading: '', seats: '' };

/** A whole number typed (Devanagari digits too), or null. */
export function wholeOf(typed: string | undefined): number | null {
  const text = toLatinDigits((typed ?? '').trim());
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The seats of the rows as typed (what is not a number counts nothing). */
export const seatsTotalOf = (rows: readonly LogRowValues[]) =>
  rows.reduce((sum, row) => sum + (wholeOf(row.seats) ?? 0), 0);

/** A row's part as the select names it: `quota:7`, `heading:seniority`, '' for none. */
const partKeyOf = (row: LogRowValues | undefined) =>
  row?.quotaId ? `quota:${row.quotaId}` : row?.heading ? `heading:${row.heading}` : '';

interface Part {
  value: string;
  label: string;
}

/** What a row may be: each quota of master data, and each way of filling posts without one. */
function useParts(): { parts: Part[]; loading: boolean } {
  const { lang } = useFormat();
  const quotas = usePublicOptions('quotas', null);
  const parts = useMemo(
    () => [
      ...(quotas.data ?? []).map((quota) => ({
        value: `quota:${quota.id}`,
        label: namedIn(lang, {
          nameEn: String(quota.nameEn ?? ''),
          nameNe: String(quota.nameNe ?? ''),
        }),
      })),
      ...UNADVERTISED_HEADINGS.map((heading) => ({
        value: `heading:${heading}`,
        label: PHASE_HEADING_LABELS[heading][lang],
      })),
    ],
    [quotas.data, lang],
  );
  return { parts, loading: quotas.isPending };
}

interface RowProps {
  control: LogFormControl;
  index: number;
  /** Labels shown on a phone's card; in the table the header says it (aria-label). */
  labelled: boolean;
}

/** A row's part: the parts no other row has, and its own. */
function PartSelect({ control, index, labelled, parts }: RowProps & { parts: Part[] }) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const errorText = useErrorText();
  const rows = useWatch({ control, name: 'rows' });
  const {
    field: { ref, onChange: setQuota, onBlur },
    fieldState: { error: quotaError },
  } = useController({ control, name: `rows.${index}.quotaId` });
  const {
    field: { onChange: setHeading },
    fieldState: { error: headingError },
  } = useController({ control, name: `rows.${index}.heading` });
  const taken = new Set(rows.filter((_, other) => other !== index).map(partKeyOf));
  const value = partKeyOf(rows[index]);
  const choose = (key: string | null) => {
    const [kind, id = ''] = (key ?? '').split(':');
    setQuota(kind === 'quota' ? id : '');
    setHeading(kind === 'heading' ? id : '');
  };
  return (
    <Select
      ref={ref}
      label={labelled ? t('rows.quota') : undefined}
      aria-label={labelled ? undefined : t('rows.quotaOfRow', { row: format.number(index + 1) })}
      placeholder={t('rows.choose')}
      data={parts.filter((part) => !taken.has(part.value))}
      value={value === '' ? null : value}
      onChange={choose}
      onBlur={onBlur}
      error={errorText(quotaError ?? headingError)}
      nothingFoundMessage={t('rows.noneLeft')}
      searchable
      allowDeselect={false}
      miw={200}
      data-testid={`log-row-quota-${index}`}
    />
  );
}

/** A row's seats, typed in either script. */
function SeatsInput({ control, index, labelled }: RowProps) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: `rows.${index}.seats` });
  return (
    <TextInput
      ref={ref}
      label={labelled ? t('rows.seats') : undefined}
      aria-label={labelled ? undefined : t('rows.seatsOfRow', { row: format.number(index + 1) })}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
      miw={110}
      data-testid={`log-row-seats-${index}`}
    />
  );
}

function RemoveButton({ index, onRemove }: { index: number; onRemove(index: number): void }) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => onRemove(index)}
      aria-label={t('rows.removeRow', { row: format.number(index + 1) })}
      data-testid={`log-row-remove-${index}`}
    >
      {t('rows.remove')}
    </Button>
  );
}

export interface LogRowsProps {
  control: LogFormControl;
  /** The field array's keys, one a row. */
  keys: readonly string[];
  onRemove(index: number): void;
}

/**
 * The seats of the distribution, one row per quota or way of filling posts (as the split of
 * the distribution form): a table, or a card a row on a phone.
 */
export function LogRows({ control, keys, onRemove }: LogRowsProps) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const phone = usePhoneWidth();
  const { parts } = useParts();
  if (phone)
    return (
      <CardList label={t('rows.label')}>
        {keys.map((key, index) => (
          <li key={key}>
            <Paper
              component="article"
              withBorder
              radius="md"
              p="sm"
              aria-label={t('rows.row', { row: format.number(index + 1) })}
              data-testid={`log-row-${index}`}
            >
              <Stack gap="xs">
                <PartSelect control={control} index={index} parts={parts} labelled />
                <SeatsInput control={control} index={index} labelled />
                <div>
                  <RemoveButton index={index} onRemove={onRemove} />
                </div>
              </Stack>
            </Paper>
          </li>
        ))}
      </CardList>
    );
  return (
    <Table.ScrollContainer
      minWidth={440}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('rows.label')}
    >
      <Table withTableBorder verticalSpacing="xs" aria-label={t('rows.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rows.quota')}</Table.Th>
            <Table.Th>{t('rows.seats')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('rows.removeColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key, index) => (
            <Table.Tr key={key} data-testid={`log-row-${index}`}>
              <Table.Td>
                <PartSelect control={control} index={index} parts={parts} labelled={false} />
              </Table.Td>
              <Table.Td>
                <SeatsInput control={control} index={index} labelled={false} />
              </Table.Td>
              <Table.Td>
                <RemoveButton index={index} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
