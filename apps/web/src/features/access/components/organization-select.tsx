import { useTranslation } from 'react-i18next';
import { masterEntity } from '@niyukti/shared';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';

const ORGANIZATIONS = masterEntity('organizations')!;

export interface OrganizationSelectProps {
  value: number | null;
  onChange(id: number | null): void;
  onBlur?(): void;
  error?: string;
  /** Empty means the commission (a new user's default). */
  clearable?: boolean;
}

/** The organization a staff user works for: the commission or an office that requests vacancies. */
export function OrganizationSelect({ clearable = false, ...props }: OrganizationSelectProps) {
  const { t } = useTranslation('access');
  const organizations = usePublicOptions('organizations', null);
  return (
    <RecordSelect
      entity={ORGANIZATIONS}
      records={organizations.data ?? []}
      loading={organizations.isPending}
      label={t('fields.organization')}
      clearable={clearable}
      {...(clearable ? { placeholder: t('fields.organizationDefault') } : {})}
      data-testid="user-organization"
      {...props}
    />
  );
}
