import { useId } from 'react';
import { Table, Text } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  advertisementCodeOf,
  type TDistributionQuota,
  type TSaveDistribution,
} from '@niyukti/shared';
import { CardList, RecordCard, type CardField } from '../../../components/data-table';
import { IssuedCode } from '../../../components/issued-code';
import {
  partKeyOf,
  QuotaRows,
  rowKeyOf,
  type QuotaRowsLabels,
  type QuotaRowsValues,
  type QuotaRowValues,
} from '../../../components/quota-rows';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';

/** The split of a distribution as typed: a row per quota type, its vacancy number. */
export type SplitValues = QuotaRowsValues;
/** The form of the split: typed text in, the schema's numbers out. */
export type SplitControl = Control<SplitValues, unknown, TSaveDistribution>;

/** The row of a part: a quota's id, or a heading. */
export const rowOfPart = (
  part: { quotaId: number | null; heading: string | null },
  seats: string,
): QuotaRowValues => ({
  quotaId: part.quotaId !== null ? String(part.quotaId) : '',
  heading: part.quotaId === null ? (part.heading ?? '') : '',
  seats,
});

const partOf = (quotas: readonly TDistributionQuota[], row: QuotaRowValues | undefined) => {
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

export interface SplitRowsProps {
  control: SplitControl;
  /** The field array's keys, one a row. */
  keys: readonly string[];
  quotas: readonly TDistributionQuota[];
  onRemove(index: number): void;
  label: string;
}

/**
 * The split being edited, one row per quota type (the parts of the distribution): the
 * advertisement number reserved for the row's quota, the quota type and the vacancy number. The
 * remove column is not printed.
 */
export function SplitRows({ control, keys, quotas, onRemove, label }: SplitRowsProps) {
  const { t } = useTranslation('distribution');
  const { lang } = useFormat();
  const rows = useWatch({ control, name: 'rows' });
  const labels: QuotaRowsLabels = {
    list: label,
    quota: t('split.columns.quota'),
    seats: t('split.columns.seats'),
    removeColumn: t('split.columns.remove'),
    choose: t('split.chooseQuota'),
    noneLeft: t('split.noQuotaLeft'),
    remove: t('split.remove'),
    row: (row) => t('split.row', { row }),
    quotaOfRow: (row) => t('split.quotaOfRow', { row }),
    seatsOfRow: (row) => t('split.seatsOfRow', { row }),
    removeRow: (row) => t('split.removeRow', { row }),
  };
  return (
    <QuotaRows
      control={control}
      keys={keys}
      options={quotas.map((part) => ({
        value: partKeyOf(part),
        label: nameIn(lang, part.nameEn, part.nameNe),
      }))}
      onRemove={onRemove}
      labels={labels}
      testId="split-row"
      tableTestId="split-rows"
      leading={{
        header: t('split.columns.number'),
        cell: (index) => <ReservedNumber part={partOf(quotas, rows[index])} />,
      }}
      printHideRemove
      tableMinWidth={560}
      quotaMinWidth={180}
    />
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
