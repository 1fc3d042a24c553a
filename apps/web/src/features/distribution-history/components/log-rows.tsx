import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PHASE_HEADING_LABELS,
  UNADVERTISED_HEADINGS,
  type TDistributionLogInput,
} from '@niyukti/shared';
import { usePublicOptions } from '../../../components/master-select/public-options';
import {
  partKeyOf,
  QuotaRows,
  type QuotaRowOption,
  type QuotaRowsLabels,
  type QuotaRowValues,
} from '../../../components/quota-rows';
import { namedIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';

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
  rows: QuotaRowValues[];
}
export type LogFormControl = Control<LogFormValues, unknown, TDistributionLogInput>;

/** What a row may be: each quota of master data, and each way of filling posts without one. */
function useParts(): { parts: QuotaRowOption[]; loading: boolean } {
  const { lang } = useFormat();
  const quotas = usePublicOptions('quotas', null);
  const parts = useMemo(
    () => [
      ...(quotas.data ?? []).map((quota) => ({
        value: partKeyOf({ quotaId: quota.id, heading: null }),
        label: namedIn(lang, {
          nameEn: String(quota.nameEn ?? ''),
          nameNe: String(quota.nameNe ?? ''),
        }),
      })),
      ...UNADVERTISED_HEADINGS.map((heading) => ({
        value: partKeyOf({ quotaId: null, heading }),
        label: PHASE_HEADING_LABELS[heading][lang],
      })),
    ],
    [quotas.data, lang],
  );
  return { parts, loading: quotas.isPending };
}

export interface LogRowsProps {
  control: LogFormControl;
  /** The field array's keys, one a row. */
  keys: readonly string[];
  onRemove(index: number): void;
}

/**
 * The seats of the distribution, one row per quota or way of filling posts (as the split of
 * the distribution form), the quota looked for by typing.
 */
export function LogRows({ control, keys, onRemove }: LogRowsProps) {
  const { t } = useTranslation('distribution-history');
  const { parts } = useParts();
  const labels: QuotaRowsLabels = {
    list: t('rows.label'),
    quota: t('rows.quota'),
    seats: t('rows.seats'),
    removeColumn: t('rows.removeColumn'),
    choose: t('rows.choose'),
    noneLeft: t('rows.noneLeft'),
    remove: t('rows.remove'),
    row: (row) => t('rows.row', { row }),
    quotaOfRow: (row) => t('rows.quotaOfRow', { row }),
    seatsOfRow: (row) => t('rows.seatsOfRow', { row }),
    removeRow: (row) => t('rows.removeRow', { row }),
  };
  return (
    <QuotaRows
      control={control}
      keys={keys}
      options={parts}
      onRemove={onRemove}
      labels={labels}
      testId="log-row"
      searchable
      tableMinWidth={440}
      quotaMinWidth={200}
    />
  );
}
