import { useMemo, type Ref } from 'react';
import { Select, type ComboboxItem, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MasterEntityDefinition, TMasterRecord } from '@niyukti/shared';
import { useFormat } from '../../lib/format';
import { nepaliOptionsFilter } from '../../lib/search/nepali-options-filter';
import { recordLabel, recordSearchText } from './record-label';

export interface RecordSelectProps {
  /** The entity the records belong to (it says how to name them). */
  entity: MasterEntityDefinition;
  records: readonly TMasterRecord[];
  value: number | null;
  onChange(id: number | null): void;
  onBlur?(): void;
  label: string;
  placeholder?: string;
  nothingFoundMessage?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  clearable?: boolean;
  loading?: boolean;
  name?: string;
  /** 'md' in forms (as the other inputs), the default size in filters. */
  size?: MantineSize;
  inputRef?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

const isOther = (record: TMasterRecord) =>
  typeof record.nameEn === 'string' && record.nameEn.trim().toLowerCase() === 'other';

/** A searchable select of master-data records named in the current language. */
export function RecordSelect({
  entity,
  records,
  value,
  onChange,
  inputRef,
  loading = false,
  size = 'md',
  ...props
}: RecordSelectProps) {
  const { t } = useTranslation('master-data');
  const { lang } = useFormat();
  const options = useMemo<ComboboxItem[]>(
    () =>
      records
        .map((record) => {
          const label = recordLabel(entity, record, lang);
          return {
            value: String(record.id),
            label: record.active ? label : `${label} ${t('form.inactiveSuffix')}`,
            other: isOther(record),
            rank: typeof record.rank === 'number' ? record.rank : 0,
          };
        })
        // "Other" last, whatever the alphabet: in Nepali "अन्य" would otherwise come first,
        // and choosing the first entry would ask for a text the person did not mean to give.
        // Ranked lists (education levels) go from the lowest rank up, as people count them.
        .sort(
          (a, b) =>
            Number(a.other) - Number(b.other) ||
            a.rank - b.rank ||
            a.label.localeCompare(b.label, lang),
        )
        .map(({ value, label }) => ({ value, label })),
    [entity, records, lang, t],
  );
  // Either name finds a record, in any of its spellings: a Nepali-mode user with a Latin
  // keyboard types "Kath…", another types काठमाडौं for काठमाण्डौं.
  const filter = useMemo(() => {
    const texts = new Map(
      records.map((record) => [String(record.id), recordSearchText(entity, record)]),
    );
    return nepaliOptionsFilter((option) => texts.get(option.value));
  }, [entity, records]);
  return (
    <Select
      size={size}
      searchable
      maxDropdownHeight={280}
      placeholder={loading ? t('form.loading') : t('form.choose')}
      nothingFoundMessage={t('form.nothingFound')}
      {...props}
      ref={inputRef}
      data={options}
      filter={filter}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}
