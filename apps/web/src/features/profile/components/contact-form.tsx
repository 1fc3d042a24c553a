import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_KINDS,
  ZAddress,
  ZContactDetails,
  type TAddressInput,
  type TRegisteredContact,
  type TAddressView,
  type TContactDetails,
  type TContactDetailsInput,
  type TContactDetailsView,
} from '@niyukti/shared';
import { isApiError } from '../../../lib/api';
import { placeServerErrors } from '../../../lib/server-errors';
import { useFormat, type Formatter } from '../../../lib/format';
import { LeaveGuard } from '../../../components/leave-guard';
import { useSaveContact } from '../api/contact';
import { AddressFields } from './address-fields';

type ContactFieldPath = `${(typeof ADDRESS_KINDS)[number]}.${keyof TAddressInput}`;

/** Form values of a saved address (empty ones for a new form); numbers in the language's digits. */
function addressValues(view: TAddressView | undefined, format: Formatter): TAddressInput {
  return {
    provinceId: view?.provinceId ?? null,
    districtId: view?.districtId ?? null,
    localBodyId: view?.localBodyId ?? null,
    wardNo: view?.wardNo ?? null,
    marga: view?.marga ?? '',
    tole: view?.tole ?? '',
    gharNo: format.digits(view?.gharNo ?? ''),
    phoneNo: format.digits(view?.phoneNo ?? ''),
    mobileNo: format.digits(view?.mobileNo ?? ''),
    email: view?.email ?? '',
  };
}

export function contactValues(
  view: TContactDetailsView | null,
  format: Formatter,
  registered: TRegisteredContact | null = null,
): TContactDetailsInput {
  // Nothing saved yet: the registration's mobile and e-mail, rather than asking for them again.
  const start = (address: TAddressInput): TAddressInput =>
    view || !registered
      ? address
      : { ...address, mobileNo: format.digits(registered.mobile), email: registered.email };
  return {
    permanent: start(addressValues(view?.permanent, format)),
    mailing: start(addressValues(view?.mailing, format)),
    mailingSameAsPermanent: view?.mailingSameAsPermanent ?? false,
  };
}

const checkContact = zodResolver(ZContactDetails);

/**
 * While the mailing address is the same as the permanent one, its hidden fields are checked as a
 * copy of the permanent address, and problems are shown only where the person can see them.
 */
const contactResolver: Resolver<TContactDetailsInput, unknown, TContactDetails> = async (
  values,
  context,
  options,
) => {
  if (!values.mailingSameAsPermanent) return checkContact(values, context, options);
  const result = await checkContact({ ...values, mailing: values.permanent }, context, options);
  if (!result.errors.mailing) return result;
  const { mailing: _hidden, ...errors } = result.errors;
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

const ADDRESS_FIELDS = Object.keys(ZAddress.shape) as (keyof TAddressInput)[];
/** Every field by its full path (`permanent.districtId`), as the server names its problems. */
const CONTACT_FIELDS = ADDRESS_KINDS.flatMap((kind) =>
  ADDRESS_FIELDS.map((field) => `${kind}.${field}` as ContactFieldPath),
);

export interface ContactFormProps {
  saved: TContactDetailsView | null;
  /** What was given at registration: a first form starts with its mobile and e-mail. */
  registered?: TRegisteredContact | null;
  /** After a successful save: the profile moves on to its next tab. */
  onSaved(): void;
}

/** The Contact tab's form: permanent address, 'same as permanent', mailing address. */
export function ContactForm({ saved, registered = null, onSaved }: ContactFormProps) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const save = useSaveContact();
  const { control, handleSubmit, setError, getValues, setValue, register, formState } = useForm<
    TContactDetailsInput,
    unknown,
    TContactDetails
  >({
    resolver: contactResolver,
    mode: 'onTouched',
    defaultValues: contactValues(saved, format, registered),
  });
  const sameAsPermanent = useWatch({ control, name: 'mailingSameAsPermanent' }) === true;
  const locked = isApiError(save.error) && save.error.code === 'PROFILE_LOCKED';

  const submit = handleSubmit(async (contact) => {
    try {
      await save.mutateAsync(contact);
      onSaved();
    } catch (error) {
      placeServerErrors(error, setError, CONTACT_FIELDS);
    }
  });

  // The copy is what the mailing fields show if the person unticks the box again.
  const copyPermanent = () =>
    setValue('mailing', { ...getValues('permanent') }, { shouldDirty: true });

  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.contact')}>
      <LeaveGuard dirty={formState.isDirty} />
      <Stack gap="md">
        {locked && (
          <Alert color="red" data-testid="contact-locked">
            {t('error.PROFILE_LOCKED', { ns: 'messages' })}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('contact.permanent')}
            </Title>
            <AddressFields control={control} kind="permanent" />
          </Stack>
        </Card>
        <Checkbox
          {...register('mailingSameAsPermanent', {
            onChange: (event) => event.target.checked && copyPermanent(),
          })}
          label={t('contact.sameAsPermanent')}
          data-testid="contact-same-as-permanent"
        />
        {!sameAsPermanent && (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('contact.mailing')}
              </Title>
              <AddressFields control={control} kind="mailing" />
            </Stack>
          </Card>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="contact-submit">
            {t('contact.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
