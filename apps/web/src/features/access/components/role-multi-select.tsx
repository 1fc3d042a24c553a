import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRoleSummary } from '@niyukti/shared';

/** A value no role can have (ids are positive integers), used for the 'Select all' option. */
const SELECT_ALL = 'all';

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
      clearable
      hidePickedOptions
      withAsterisk
      data-testid="role-select"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
