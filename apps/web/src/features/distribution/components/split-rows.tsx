import { useId } from 'react';
import {
  Button,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  advertisementCodeOf,
  toLatinDigits,
  type TDistributionQuota,
  type TSaveDistribution,
} from '@niyukti/shared';
import { CardList, RecordCard, type CardField } from '../../../components/data-table';
import { useErrorText } from '../../../components/form-fields';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';

/**
 * One row of the split as typed: its quota type, which is a quota (its id) or a way of filling
 * posts no advertisement carries (its heading), '' for the other and for none; its vacancy number.
 */
export interface SplitRowValues {
  quotaId: string;
  heading: string;
  seats: string;
}
export interface SplitValues {
  rows: SplitRowValues[];
}
/** The form of the split: typed text in, the schema's numbers out. */
export type SplitControl = Control<SplitValues, unknown, TSaveDistribution>;

/** The seats typed in a row as a number, when they are one (Devanagari digits too). */
export function seatsOf(typed: string | undefined): number | null {
  const text = toLatinDigits((typed ?? '').trim());
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The sum of the rows' seats as typed (what is not a number counts nothing). */
export function totalOf(rows: readonly SplitRowValues[]): number {
  return rows.reduce((sum, row) => sum + (seatsOf(row.seats) ?? 0), 0);
}

/** The part of the distribution a quota type stands for, as the select names it. */
export const partKeyOf = (part: { quotaId: number | null; heading: string | null }) =>
  part.quotaId !== null ? `quota:${part.quotaId}` : `heading:${part.heading ?? ''}`;

/** A row's quota type as the select names it ('' for none chosen). */
const rowKeyOf = (row: SplitRowValues | undefined) =>
  row?.quotaId ? `quota:${row.quotaId}` : row?.heading ? `heading:${row.heading}` : '';

/** The row of a part: a quota's id, or a heading. */
export const rowOfPart = (
  part: { quotaId: number | null; heading: string | null },
  seats: string,
): SplitRowValues => ({
  quotaId: part.quotaId !== null ? String(part.quotaId) : '',
  heading: part.quotaId === null ? (part.heading ?? '') : '',
  seats,
});

const partOf = (quotas: readonly TDistributionQuota[], row: SplitRowValues | undefined) => {
  const key = rowKeyOf(row);
  return key === '' ? undefined : quotas.find((quota) => partKeyOf(quota) === key);
};

/** The number reserved for a row's quota: '—' until one is chosen, a note for promotion. */
function ReservedNumber({ part }: { part: TDistributionQuota | undefined }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="split-row-number">
      {!part
        ? '—'
        : part.advertisementNumber !== null
          ? format.digits(part.advertisementNumber)
          : t('split.notAdvertised')}
    </Text>
  );
}

interface RowProps {
  control: SplitControl;
  index: number;
  quotas: readonly TDistributionQuota[];
  /** Labels are shown on a phone's card; in the table the header says it (aria-label). */
  labelled: boolean;
}

/**
 * The quota type of a row: the parts of the distribution no other row uses, and its own. The
 * choice sets the row's quota or its heading, whichever the part is.
 */
function QuotaSelect({ control, index, quotas, labelled }: RowProps) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const { lang } = format;
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
  const taken = new Set(rows.filter((_, other) => other !== index).map(rowKeyOf));
  const data = quotas
    .filter((part) => !taken.has(partKeyOf(part)))
    .map((part) => ({
      value: partKeyOf(part),
      label: nameIn(lang, part.nameEn, part.nameNe),
    }));
  const value = rowKeyOf(rows[index]);
  const choose = (key: string | null) => {
    const part = quotas.find((candidate) => partKeyOf(candidate) === key);
    const row = part ? rowOfPart(part, '') : { quotaId: '', heading: '' };
    setQuota(row.quotaId);
    setHeading(row.heading);
  };
  const label = t('split.quotaOfRow', { row: format.number(index + 1) });
  return (
    <Select
      ref={ref}
      label={labelled ? t('split.columns.quota') : undefined}
      aria-label={labelled ? undefined : label}
      placeholder={t('split.chooseQuota')}
      data={data}
      value={value === '' ? null : value}
      onChange={choose}
      onBlur={onBlur}
      error={errorText(quotaError ?? headingError)}
      nothingFoundMessage={t('split.noQuotaLeft')}
      allowDeselect={false}
      miw={180}
      data-testid={`split-row-quota-${index}`}
    />
  );
}

/** A row's vacancy number: typed in either script, checked as the server checks it. */
function SeatsInput({ control, index, labelled }: Omit<RowProps, 'quotas'>) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: `rows.${index}.seats` });
  return (
    <TextInput
      ref={ref}
      label={labelled ? t('split.columns.seats') : undefined}
      aria-label={labelled ? undefined : t('split.seatsOfRow', { row: format.number(index + 1) })}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
      miw={110}
      data-testid={`split-row-seats-${index}`}
    />
  );
}

function RemoveButton({ index, onRemove }: { index: number; onRemove(index: number): void }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => onRemove(index)}
      aria-label={t('split.removeRow', { row: format.number(index + 1) })}
      data-testid={`split-row-remove-${index}`}
      data-print-hide
    >
      {t('split.remove')}
    </Button>
  );
}

export interface SplitRowsProps {
  control: SplitControl;
  /** The field array's keys, one a row. */
  keys: readonly string[];
  quotas: readonly TDistributionQuota[];
  onRemove(index: number): void;
  label: string;
}

/**
 * The split being edited, one row per quota type: the advertisement number reserved for the
 * row's quota, the quota type and the vacancy number. A table, or a card a row on a phone.
 */
export function SplitRows({ control, keys, quotas, onRemove, label }: SplitRowsProps) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const phone = usePhoneWidth();
  const rows = useWatch({ control, name: 'rows' });
  if (phone)
    return (
      <CardList label={label}>
        {keys.map((key, index) => (
          <li key={key}>
            <Paper
              component="article"
              withBorder
              radius="md"
              p="sm"
              aria-label={t('split.row', { row: format.number(index + 1) })}
              data-testid={`split-row-${index}`}
            >
              <Stack gap="xs">
                <Text size="xs" c="dimmed" fw={600}>
                  {t('split.columns.number')}
                </Text>
                <ReservedNumber part={partOf(quotas, rows[index])} />
                <QuotaSelect control={control} index={index} quotas={quotas} labelled />
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
      minWidth={560}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table withTableBorder verticalSpacing="xs" aria-label={label} data-testid="split-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('split.columns.number')}</Table.Th>
            <Table.Th>{t('split.columns.quota')}</Table.Th>
            <Table.Th>{t('split.columns.seats')}</Table.Th>
            <Table.Th data-print-hide>
              <VisuallyHidden>{t('split.columns.remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key, index) => (
            <Table.Tr key={key} data-testid={`split-row-${index}`}>
              <Table.Td>
                <ReservedNumber part={partOf(quotas, rows[index])} />
              </Table.Td>
              <Table.Td>
                <QuotaSelect control={control} index={index} quotas={quotas} labelled={false} />
              </Table.Td>
              <Table.Td>
                <SeatsInput control={control} index={index} labelled={false} />
              </Table.Td>
              <Table.Td data-print-hide>
                <RemoveButton index={index} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A saved split, read-only: each quota's number, its seats and, once approved, its advertisement. */
export function SavedSplit({
  quotas,
  approved,
  label,
}: {
  quotas: readonly TDistributionQuota[];
  approved: boolean;
  label: string;
}) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const phone = usePhoneWidth();
  const baseId = useId();
  const saved = quotas.filter((quota) => quota.seats !== null);
  const advertisementOf = (quota: TDistributionQuota) =>
    quota.advertisementId !== null && quota.advertisementNumber !== null ? (
      <span data-testid={`split-advertisement-${partKeyOf(quota)}`}>
        {`${t('split.advertisementMade')} `}
        <span style={{ whiteSpace: 'nowrap' }}>
          <IssuedCode>{advertisementCodeOf(quota.advertisementNumber)}</IssuedCode>
        </span>
      </span>
    ) : quota.advertisementNumber === null ? (
      t('split.notAdvertised')
    ) : (
      t('split.noAdvertisement')
    );
  const cells = (quota: TDistributionQuota) => ({
    number: quota.advertisementNumber !== null ? format.digits(quota.advertisementNumber) : '—',
    quota: nameIn(format.lang, quota.nameEn, quota.nameNe),
    seats: format.number(quota.seats ?? 0),
  });
  if (phone)
    return (
      <CardList label={label}>
        {saved.map((quota, index) => {
          const cell = cells(quota);
          const fields: CardField[] = [
            { key: 'quota', label: t('split.columns.quota'), value: cell.quota },
            { key: 'number', label: t('split.columns.number'), value: cell.number },
            { key: 'seats', label: t('split.columns.seats'), value: cell.seats },
          ];
          if (approved)
            fields.push({
              key: 'advertisement',
              label: t('split.columns.advertisement'),
              value: advertisementOf(quota),
            });
          return (
            <RecordCard
              key={partKeyOf(quota)}
              titleId={`${baseId}-${index}`}
              fields={fields}
              testId={`saved-split-${partKeyOf(quota)}`}
            />
          );
        })}
      </CardList>
    );
  return (
    <Table.ScrollContainer
      minWidth={480}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table withTableBorder striped aria-label={label} data-testid="saved-split">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('split.columns.number')}</Table.Th>
            <Table.Th>{t('split.columns.quota')}</Table.Th>
            <Table.Th ta="end">{t('split.columns.seats')}</Table.Th>
            {approved && <Table.Th>{t('split.columns.advertisement')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {saved.map((quota) => {
            const cell = cells(quota);
            return (
              <Table.Tr key={partKeyOf(quota)} data-testid={`saved-split-${partKeyOf(quota)}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{cell.number}</Table.Td>
                <Table.Td>{cell.quota}</Table.Td>
                <Table.Td ta="end">{cell.seats}</Table.Td>
                {approved && <Table.Td>{advertisementOf(quota)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
