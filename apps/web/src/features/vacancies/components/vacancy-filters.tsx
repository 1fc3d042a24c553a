import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { masterEntity } from '@niyukti/shared';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';

/** The filters of the vacancy list: a service, a class, a group (quota); empty is any. */
export interface VacancyFilterValues {
  serviceId: number | null;
  classId: number | null;
  quotaId: number | null;
}

const FILTERS = [
  { name: 'serviceId', entity: 'services', label: 'filters.service' },
  { name: 'classId', entity: 'classes', label: 'filters.class' },
  { name: 'quotaId', entity: 'quotas', label: 'filters.quota' },
] as const;

function Filter({
  entity,
  label,
  value,
  onChange,
}: {
  entity: string;
  label: string;
  value: number | null;
  onChange(id: number | null): void;
}) {
  const { t } = useTranslation('vacancies');
  const { data, isPending } = usePublicOptions(entity, null);
  return (
    <RecordSelect
      entity={masterEntity(entity)!}
      records={data ?? []}
      loading={isPending}
      value={value}
      onChange={onChange}
      label={t(label)}
      placeholder={t('filters.any')}
      clearable
      size="sm"
      data-testid={`vacancy-filter-${entity}`}
    />
  );
}

export function VacancyFilters({
  values,
  onChange,
}: {
  values: VacancyFilterValues;
  onChange(values: VacancyFilterValues): void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {FILTERS.map((filter) => (
        <Filter
          key={filter.name}
          entity={filter.entity}
          label={filter.label}
          value={values[filter.name]}
          onChange={(id) => onChange({ ...values, [filter.name]: id })}
        />
      ))}
    </SimpleGrid>
  );
}
