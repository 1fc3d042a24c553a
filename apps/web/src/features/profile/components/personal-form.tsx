import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  todayIso,
  ZPersonalDetails,
  ZPersonalDetailsFields,
  type TPersonalDetails,
  type TPersonalDetailsInput,
  type TPersonalDetailsView,
} from '@niyukti/shared';
import { BsAdDateField } from '../../../components/bs-ad-date-field';
import { CitizenshipFields } from '../../../components/citizenship-fields';
import { FormTextInput } from '../../../components/form-fields';
import { LeaveGuard } from '../../../components/leave-guard';
import { GenderField } from '../../../components/gender-field';
import { placeServerErrors } from '../../../lib/server-errors';
import { useFormat, type Formatter } from '../../../lib/format';
import { useSavePersonalDetails } from '../api/personal';
import {
  FormNepaliTextInput,
  RomanisedTypingSwitch,
  useRomanisedTyping,
} from '../../../components/nepali-text-input';

/** The saved details as form values: blanks for what was never saved, digits in the language's. */
export function personalValues(
  view: TPersonalDetailsView,
  format: Formatter,
): TPersonalDetailsInput {
  const text = (value: string | null) => value ?? '';
  return {
    firstName: view.firstName,
    middleName: text(view.middleName),
    lastName: view.lastName,
    // Dates stay in Latin digits: the date input shows them in the language's own and
    // compares them with its limits as text.
    dobAd: view.dobAd,
    dobBs: view.dobBs,
    gender: view.gender,
    genderOtherConfirmed: view.gender === 'other',
    citizenshipNumber: format.digits(view.citizenshipNumber),
    citizenshipIssueDateAd: view.citizenshipIssueDateAd,
    citizenshipIssueDateBs: view.citizenshipIssueDateBs,
    citizenshipIssueDistrictId: view.citizenshipIssueDistrictId,
    firstNameNe: text(view.firstNameNe),
    middleNameNe: text(view.middleNameNe),
    lastNameNe: text(view.lastNameNe),
    fatherNameEn: text(view.fatherNameEn),
    fatherNameNe: text(view.fatherNameNe),
    motherNameEn: text(view.motherNameEn),
    motherNameNe: text(view.motherNameNe),
    grandfatherNameEn: text(view.grandfatherNameEn),
    grandfatherNameNe: text(view.grandfatherNameNe),
    spouseNameEn: text(view.spouseNameEn),
    spouseNameNe: text(view.spouseNameNe),
  };
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

const FAMILY = ['father', 'mother', 'grandfather', 'spouse'] as const;

/** The form's fields, where the server's problems are placed. */
const PERSONAL_FIELDS = Object.keys(ZPersonalDetailsFields.shape) as Path<TPersonalDetailsInput>[];

/** The Personal tab's form (candidate-portal.md §3): identity, names in Nepali, family. */
export function PersonalForm(props: { saved: TPersonalDetailsView; onSaved(): void }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const save = useSavePersonalDetails();
  const form = useForm<TPersonalDetailsInput, unknown, TPersonalDetails>({
    resolver: zodResolver(ZPersonalDetails),
    defaultValues: personalValues(props.saved, format),
  });
  const { control } = form;
  const today = todayIso();
  // The romanised typing aid for the names in Nepali (issue 19).
  const [romanised, setRomanised] = useRomanisedTyping();
  const name = (field: Path<TPersonalDetailsInput>, required = true) => {
    const shared = {
      control,
      name: field,
      label: t(`personal.fields.${field}`),
      required,
      'data-testid': `personal-${field}`,
    };
    return field.endsWith('Ne') ? (
      <FormNepaliTextInput {...shared} romanised={romanised} />
    ) : (
      <FormTextInput {...shared} />
    );
  };

  const submit = form.handleSubmit((details) =>
    save.mutate(details, {
      onSuccess: props.onSaved,
      onError: (error) => placeServerErrors(error, form.setError, PERSONAL_FIELDS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <LeaveGuard dirty={form.formState.isDirty} />
      <Stack gap="md">
        {props.saved.locked && (
          <Alert color="yellow" data-testid="personal-locked">
            {t('locked')}
          </Alert>
        )}
        {/* A locked profile is shown, not edited: the fieldset disables every control in it. */}
        <fieldset disabled={props.saved.locked} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            <Section title={t('personal.sections.names')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {name('firstName')}
                {name('middleName', false)}
                {name('lastName')}
              </SimpleGrid>
              <RomanisedTypingSwitch checked={romanised} onChange={setRomanised} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {name('firstNameNe')}
                {name('middleNameNe', false)}
                {name('lastNameNe')}
              </SimpleGrid>
            </Section>
            <Section title={t('personal.sections.birth')}>
              <BsAdDateField
                control={control}
                bsName="dobBs"
                adName="dobAd"
                name="dob"
                bsLabel={t('personal.fields.dobBs')}
                adLabel={t('personal.fields.dobAd')}
                maxAd={today}
              />
              <GenderField control={control} />
            </Section>
            <Section title={t('personal.sections.citizenship')}>
              <CitizenshipFields control={control} testIdPrefix="personal" />
            </Section>
            <Section title={t('personal.sections.family')}>
              {FAMILY.map((member) => (
                <SimpleGrid key={member} cols={{ base: 1, sm: 2 }}>
                  {name(`${member}NameEn`, member !== 'spouse')}
                  {name(`${member}NameNe`, member !== 'spouse')}
                </SimpleGrid>
              ))}
            </Section>
          </Stack>
        </fieldset>
        {!props.saved.locked && (
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={save.isPending} data-testid="personal-submit">
              {t('personal.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
