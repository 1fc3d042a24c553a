import type { ReactNode } from 'react';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayIso, type TRegistration, type TRegistrationInput } from '@niyukti/shared';
import { useRegister, type TRegistered } from '../api/register';
import { BsAdDateField } from '../../../components/bs-ad-date-field';
import { CitizenshipFields } from '../../../components/citizenship-fields';
import { FormDigitsInput, FormTextInput, formatNationalId } from '../../../components/form-fields';
import { GenderField } from '../../../components/gender-field';
import { deferredZodResolver } from '../../../lib/forms/deferred-resolver';
import { placeServerErrors } from '../../../lib/server-errors';

/** Every field but gender (no empty value to start from); the compiler holds it to the schema. */
const EMPTY = {
  firstName: '',
  middleName: '',
  lastName: '',
  username: '',
  dobBs: '',
  dobAd: '',
  email: '',
  genderOtherConfirmed: false,
  mobile: '',
  nationalId: '',
  citizenshipNumber: '',
  citizenshipIssueDateBs: '',
  citizenshipIssueDateAd: '',
  citizenshipIssueDistrictId: '',
} satisfies DefaultValues<TRegistrationInput> &
  Record<Exclude<keyof TRegistrationInput, 'gender'>, unknown>;

const checkRegistration = deferredZodResolver(() =>
  import('../registration-rules').then((rules) => rules.ZRegistration),
);

const FIELDS = [...Object.keys(EMPTY), 'gender'] as Path<TRegistrationInput>[];

/** Server codes that concern one field: the message also goes under that field. */
const FIELD_OF_CODE: Record<string, Path<TRegistrationInput>> = {
  DUPLICATE_USERNAME: 'username',
  DUPLICATE_EMAIL: 'email',
  DUPLICATE_MOBILE: 'mobile',
  DUPLICATE_NATIONAL_ID: 'nationalId',
  DUPLICATE_CITIZENSHIP: 'citizenshipNumber',
};

export type RegistrationResult = TRegistered & { email: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Spec §5 "Registration": every rule comes from the shared `ZRegistration`. */
export function RegistrationForm({
  onRegistered,
}: {
  onRegistered(result: RegistrationResult): void;
}) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm<TRegistrationInput, unknown, TRegistration>({
    resolver: checkRegistration,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control } = form;
  const today = todayIso();

  const submit = form.handleSubmit(async (values) => {
    try {
      const registered = await register.mutateAsync(values);
      onRegistered({ ...registered, email: values.email });
    } catch (error) {
      placeServerErrors(error, form.setError, FIELDS, FIELD_OF_CODE);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={checkRegistration.preload}
      noValidate
      data-testid="register-form"
    >
      <Stack gap="xl">
        <Section title={t('register.sections.name')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <FormTextInput
              control={control}
              name="firstName"
              label={t('fields.firstName')}
              required
              autoComplete="given-name"
              data-testid="register-first-name"
            />
            <FormTextInput
              control={control}
              name="middleName"
              label={t('fields.middleName')}
              description={t('fields.middleNameHint')}
              // The hint under the input keeps the three name inputs on one line on wide screens.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="additional-name"
              data-testid="register-middle-name"
            />
            <FormTextInput
              control={control}
              name="lastName"
              label={t('fields.lastName')}
              required
              autoComplete="family-name"
              data-testid="register-last-name"
            />
          </SimpleGrid>
          <FormTextInput
            control={control}
            name="username"
            label={t('fields.username')}
            description={t('fields.usernameHint')}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            data-testid="register-username"
          />
        </Section>

        <Section title={t('register.sections.personal')}>
          <BsAdDateField
            control={control}
            bsName="dobBs"
            adName="dobAd"
            name="dob"
            bsLabel={t('fields.dobBs')}
            adLabel={t('fields.dobAd')}
            maxAd={today}
          />
          <GenderField control={control} />
        </Section>

        <Section title={t('register.sections.contact')}>
          <FormTextInput
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            description={t('fields.emailHint')}
            required
            autoComplete="email"
            data-testid="register-email"
          />
          <FormDigitsInput
            control={control}
            name="mobile"
            type="tel"
            label={t('fields.mobile')}
            description={t('fields.mobileHint')}
            required
            maxLength={10}
            autoComplete="tel-national"
            data-testid="register-mobile"
          />
        </Section>

        <Section title={t('register.sections.citizenship')}>
          <FormDigitsInput
            control={control}
            name="nationalId"
            label={t('fields.nationalId')}
            description={t('fields.nationalIdHint')}
            required
            maxLength={12}
            placeholder={t('fields.nationalIdPlaceholder')}
            format={formatNationalId}
            data-testid="register-national-id"
          />
          <CitizenshipFields control={control} testIdPrefix="register" />
        </Section>

        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={form.formState.isSubmitting}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
