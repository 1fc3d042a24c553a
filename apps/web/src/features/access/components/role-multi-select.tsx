import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRoleSummary } from '@niyukti/shared';
import { nepaliOptionsFilter } from '../../../lib/search/nepali-options-filter';

/** A value no role can have (ids are positive integers), used for the 'Select all' option. */
const SELECT_ALL = 'all';

/** A role found by its name the Nepali way; 'Select all' stays whatever is typed. */
/** A search of roles by name in either spelling; "select all" is always offered. */
export const ROLE_FILTER = nepaliOptionsFilter((option) =>
  option.value === SELECT_ALL ? null : option.label,
);

export interface RoleMultiSelectProps {
  roles: TRoleSummary[];
  value: number[];
  onChange(roleIds: number[]): void;
  onBlur?(): void;
  error?: string;
  label?: string;
  loading?: boolean;
}

/**
 * The spec's shared multi-select (candidate-portal.md §2): a 'Select all' option on top and the
 * placeholder 'Type to Search...'. Choosing 'Select all' picks every role; it is offered only
 * while some role is still unchosen.
 */
export function RoleMultiSelect({
  roles,
  value,
  onChange,
  onBlur,
  error,
  label,
  loading,
}: RoleMultiSelectProps) {
  const { t } = useTranslation('access');
  const chosen = value.map(String);
  const allChosen = roles.length > 0 && roles.every((role) => value.includes(role.id));
  const options = [
    ...(allChosen ? [] : [{ value: SELECT_ALL, label: t('select.all') }]),
    ...roles.map((role) => ({ value: String(role.id), label: role.title })),
  ];
  const change = (next: string[]) => {
    if (next.includes(SELECT_ALL)) onChange(roles.map((role) => role.id));
    else onChange(next.map(Number));
  };
  return (
    <MultiSelect
      label={label ?? t('fields.roles')}
      placeholder={t('select.placeholder')}
      nothingFoundMessage={loading ? t('loading') : t('select.nothingFound')}
      data={options}
      value={chosen}
      onChange={change}
      onBlur={onBlur}
      error={error}
      searchable
      filter={ROLE_FILTER}
      clearable
      hidePickedOptions
      withAsterisk
      data-testid="role-select"
      // The roles' titles, as staff typed them (the chosen ones show as pills in the wrapper).
      wrapperProps={{ translate: 'no' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
