import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Radio, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_STATUS_LABELS,
  EXTRA_DEPENDENT_FIELDS,
  GEOGRAPHICAL_AREA_LABELS,
  isPartLocked,
  MARITAL_STATUS_LABELS,
  masterEntity,
  PARENT_EDUCATION_LABELS,
  PARENT_OCCUPATION_LABELS,
  ZExtraDetails,
  type LocalizedText,
  type TExtraDetails,
  type TExtraDetailsInput,
  type TExtraDetailsView,
  type TMasterRecord,
} from '@niyukti/shared';
import { FormTextInput, useErrorText } from '../../../components/form-fields';
import { LeaveGuard } from '../../../components/leave-guard';
import { RecordSelect } from '../../../components/master-select/record-select';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { isApiError } from '../../../lib/api';
import { placeServerErrors } from '../../../lib/server-errors';
import { useFormat } from '../../../lib/format';
import { useSaveExtraDetails } from '../api/extra';
import { useProfileStatus } from '../../../lib/profile/status';

/** A new form starts with every choice empty (null), which the schema reports as required. */
export type ExtraFormValues = { [K in keyof TExtraDetailsInput]?: TExtraDetailsInput[K] | null };
type ExtraField = Path<ExtraFormValues>;
type ExtraControl = Control<ExtraFormValues, unknown, TExtraDetails>;

const FIELDS = [
  ...['casteId', 'casteOther', 'ethnicGroupId', 'religionId', 'religionOther'],
  ...['maritalStatus', 'employmentStatus', 'employmentOther'],
  ...['motherTongueId', 'motherTongueOther', 'physicallyDisabled'],
  ...['disabilityClassId', 'disabilityTypeId', 'fatherEducation', 'fatherEducationLevelId'],
  ...['motherEducation', 'motherEducationLevelId', 'fatherOccupation', 'fatherOccupationOther'],
  ...['motherOccupation', 'motherOccupationOther', 'geographicalArea'],
] as const satisfies readonly ExtraField[];

/** The saved tab as form values; blanks for a first visit. */
export function extraValues(view: TExtraDetailsView | null): ExtraFormValues {
  const values = {} as Record<ExtraField, unknown>;
  for (const field of FIELDS) values[field] = view?.[field] ?? null;
  return values as ExtraFormValues;
}

// The schema's input type has no empty choices; the form's does, and the schema rejects them.
const extraResolver = zodResolver(ZExtraDetails) as unknown as Resolver<
  ExtraFormValues,
  unknown,
  TExtraDetails
>;

/** The server names the "Other" record of a master-data list 'Other' in English. */
function isOtherRecord(records: readonly TMasterRecord[] | undefined, id: unknown): boolean {
  const nameEn = records?.find((record) => record.id === id)?.nameEn;
  return typeof nameEn === 'string' && nameEn.trim().toLowerCase() === 'other';
}

function entity(key: string) {
  const found = masterEntity(key);
  if (!found) throw new Error(`no master-data entity ${key}`);
  return found;
}

/** A master-data select bound to one id field. */
function MasterField(props: {
  control: ExtraControl;
  name: ExtraField;
  list: string;
  required?: boolean;
}) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const options = usePublicOptions(props.list, null);
  return (
    <RecordSelect
      entity={entity(props.list)}
      records={options.data ?? []}
      loading={options.isPending}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      label={t(`extra.fields.${props.name}`)}
      required={props.required ?? true}
      clearable={props.required === false}
      error={errorText(fieldState.error)}
      data-testid={`extra-${props.name}`}
    />
  );
}

/** A select among fixed values, labelled in the current language. */
function ChoiceField(props: {
  control: ExtraControl;
  name: ExtraField;
  labels: Record<string, LocalizedText>;
}) {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: props.control, name: props.name });
  return (
    <Select
      size="md"
      required
      label={t(`extra.fields.${props.name}`)}
      placeholder={t('extra.choose')}
      data={Object.entries(props.labels).map(([value, label]) => ({ value, label: label[lang] }))}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
      name={props.name}
      error={errorText(fieldState.error)}
      data-testid={`extra-${props.name}`}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The Extra tab's form (candidate-portal.md §3): each dependent field shows when it is needed. */
export function ExtraForm(props: { saved: TExtraDetailsView | null; onSaved(): void }) {
  const { t } = useTranslation('profile');
  const save = useSaveExtraDetails();
  const status = useProfileStatus();
  const form = useForm<ExtraFormValues, unknown, TExtraDetails>({
    resolver: extraResolver,
    mode: 'onTouched',
    defaultValues: extraValues(props.saved),
  });
  const { control } = form;
  const values = useWatch({ control }) as ExtraFormValues;
  const castes = usePublicOptions('castes', null);
  const religions = usePublicOptions('religions', null);
  const motherTongues = usePublicOptions('mother-tongues', null);
  // Locked by the commission, unless a scrutiny hold opens these details to be fixed.
  const locked =
    (status.data !== undefined && isPartLocked(status.data, 'extra')) ||
    (isApiError(save.error) && save.error.code === 'PROFILE_LOCKED');

  const shown: Record<string, boolean> = {
    casteOther: isOtherRecord(castes.data, values.casteId),
    religionOther: isOtherRecord(religions.data, values.religionId),
    motherTongueOther: isOtherRecord(motherTongues.data, values.motherTongueId),
  };
  for (const rule of EXTRA_DEPENDENT_FIELDS)
    shown[rule.path] = rule.neededWhen(values as TExtraDetails);

  // What a choice does not need is not sent, so a stale hidden text never reaches the record.
  const submit = form.handleSubmit((details) => {
    const sent: Record<string, unknown> = { ...details };
    for (const field of Object.keys(shown)) if (!shown[field]) delete sent[field];
    save.mutate(sent as TExtraDetails, {
      onSuccess: props.onSaved,
      onError: (error) => placeServerErrors(error, form.setError, FIELDS),
    });
  });

  const text = (name: ExtraField) =>
    shown[name] && (
      <FormTextInput
        control={control}
        name={name}
        label={t(`extra.fields.${name}`)}
        required
        data-testid={`extra-${name}`}
      />
    );
  const disabled = useController({ control, name: 'physicallyDisabled' });
  const errorText = useErrorText();

  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.extra')}>
      <LeaveGuard dirty={form.formState.isDirty} />
      <Stack gap="md">
        {/* A locked profile is shown, not edited: the fieldset disables every control in it. */}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            <Section title={t('extra.sections.identity')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MasterField control={control} name="casteId" list="castes" />
                {text('casteOther')}
                <MasterField
                  control={control}
                  name="ethnicGroupId"
                  list="ethnic-groups"
                  required={false}
                />
                <MasterField control={control} name="religionId" list="religions" />
                {text('religionOther')}
                <MasterField control={control} name="motherTongueId" list="mother-tongues" />
                {text('motherTongueOther')}
              </SimpleGrid>
            </Section>
            <Section title={t('extra.sections.status')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ChoiceField
                  control={control}
                  name="maritalStatus"
                  labels={MARITAL_STATUS_LABELS}
                />
                <ChoiceField
                  control={control}
                  name="geographicalArea"
                  labels={GEOGRAPHICAL_AREA_LABELS}
                />
                <ChoiceField
                  control={control}
                  name="employmentStatus"
                  labels={EMPLOYMENT_STATUS_LABELS}
                />
                {text('employmentOther')}
              </SimpleGrid>
            </Section>
            <Section title={t('extra.sections.disability')}>
              <Radio.Group
                label={t('extra.fields.physicallyDisabled')}
                required
                value={disabled.field.value === null ? null : String(disabled.field.value)}
                onChange={(value) => disabled.field.onChange(value === 'true')}
                error={errorText(disabled.fieldState.error)}
              >
                <Group mt="xs" gap="lg">
                  {(['true', 'false'] as const).map((value) => (
                    <Radio
                      key={value}
                      size="md"
                      value={value}
                      label={t(value === 'true' ? 'extra.yes' : 'extra.no')}
                      data-testid={`extra-physicallyDisabled-${value}`}
                      onBlur={disabled.field.onBlur}
                    />
                  ))}
                </Group>
              </Radio.Group>
              {shown.disabilityClassId && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <MasterField
                    control={control}
                    name="disabilityClassId"
                    list="disability-classes"
                  />
                  <MasterField control={control} name="disabilityTypeId" list="disability-types" />
                </SimpleGrid>
              )}
            </Section>
            <Section title={t('extra.sections.parents')}>
              {(['father', 'mother'] as const).map((parent) => (
                <SimpleGrid key={parent} cols={{ base: 1, sm: 2 }}>
                  <ChoiceField
                    control={control}
                    name={`${parent}Education`}
                    labels={PARENT_EDUCATION_LABELS}
                  />
                  {shown[`${parent}EducationLevelId`] && (
                    <MasterField
                      control={control}
                      name={`${parent}EducationLevelId`}
                      list="education-levels"
                    />
                  )}
                  <ChoiceField
                    control={control}
                    name={`${parent}Occupation`}
                    labels={PARENT_OCCUPATION_LABELS}
                  />
                  {text(`${parent}OccupationOther`)}
                </SimpleGrid>
              ))}
            </Section>
          </Stack>
        </fieldset>
        {!locked && (
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={save.isPending} data-testid="extra-submit">
              {t('extra.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
