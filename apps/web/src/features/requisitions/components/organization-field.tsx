import { useEffect } from 'react';
import { Select } from '@mantine/core';
import { useController, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TRequisitionFormValues } from '@niyukti/shared';
import { useErrorText } from '../../../components/form-fields';
import { useFormat } from '../../../lib/format';
import { useRequestingOrganizations } from '../api/requisitions';
import { namedIn } from '../../../components/requisition-values';

export interface OrganizationFieldProps {
  control: Control<TRequisitionFormValues>;
  setValue: UseFormSetValue<TRequisitionFormValues>;
}

/**
 * The organization the requisition is filed for: an office's staff file for their own (chosen
 * for them, read-only); the commission's staff choose among the requesting organizations.
 */
export function OrganizationField({ control, setValue }: OrganizationFieldProps) {
  const { t } = useTranslation('requisitions');
  const { lang } = useFormat();
  const errorText = useErrorText();
  const organizations = useRequestingOrganizations();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'organizationId' });
  const only = organizations.data?.length === 1 ? organizations.data[0] : undefined;
  useEffect(() => {
    if (only) setValue('organizationId', only.id, { shouldValidate: true });
  }, [only, setValue]);
  return (
    <Select
      size="md"
      searchable={!only}
      readOnly={only !== undefined}
      required
      label={t('form.organizationId')}
      description={only ? t('form.organizationOwn') : undefined}
      placeholder={organizations.isPending ? t('form.loading') : t('form.choose')}
      nothingFoundMessage={t('form.nothingFound')}
      data={(organizations.data ?? []).map((organization) => ({
        value: String(organization.id),
        label: namedIn(lang, organization),
      }))}
      ref={ref}
      name={name}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
      data-testid="requisition-organizationId"
    />
  );
}
