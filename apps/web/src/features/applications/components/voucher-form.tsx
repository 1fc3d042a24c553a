import { useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  masterEntity,
  VOUCHER_PAYMENT_METHOD_NAMES,
  VOUCHER_PAYMENT_METHODS,
  ZVoucherFields,
  type TApplication,
  type TVoucher,
  type VoucherPaymentMethod,
  type MessageKey,
} from '@niyukti/shared';
import { FormTextInput, useErrorText } from '../../../components/form-fields';
import { FormSelect } from '../../../components/form-select';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';
import { UploadProgress } from '../../../components/upload-progress';
import { isApiError } from '../../../lib/api';
import { PictureRefusal } from '../../../lib/pictures/picture-rules';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import {
  useSubmitVoucher,
  useVoucherUploading,
  VOUCHER_IMAGE_PART,
  type VoucherFields,
} from '../api/voucher';
import {
  prepareVoucherImage,
  VOUCHER_IMAGE_ACCEPT,
  type PreparedVoucherImage,
} from '../lib/voucher-image';
import { BlobImage } from '../../../components/blob-image';

const BANKS = masterEntity('banks')!;

interface VoucherFormValues {
  bankId: number | null;
  voucherNumber: string;
  paymentMethod: VoucherPaymentMethod | null;
}

const FIELDS = ['bankId', 'voucherNumber', 'paymentMethod'] as const;

// The `data` part's schema, the one the API applies; the form holds its own (nullable) values.
const resolver = zodResolver(ZVoucherFields) as unknown as Resolver<
  VoucherFormValues,
  unknown,
  VoucherFields
>;

/**
 * What the form starts from: a replacement keeps everything (a clearer photo, a typo); after a
 * rejection the bank and method stay, but the number is asked again (it may be another deposit).
 */
function valuesOf(voucher: TVoucher | undefined): VoucherFormValues {
  if (!voucher) return { bankId: null, voucherNumber: '', paymentMethod: null };
  return {
    bankId: voucher.bankId,
    voucherNumber: voucher.status === 'rejected' ? '' : voucher.voucherNumber,
    paymentMethod: voucher.paymentMethod,
  };
}

/** The server's refusal of the image (`path` 'voucher'), if any. */
function imageIssueOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const issue = error.issues.find(
    (candidate) => String(candidate.path).split('.')[0] === VOUCHER_IMAGE_PART,
  );
  return issue?.message ?? null;
}

/** Whether a refusal went under some field; if not, the form says it above its buttons. */
function placedUnderAField(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const names: readonly string[] = [...FIELDS, VOUCHER_IMAGE_PART];
  return (
    error.code === 'DUPLICATE_VOUCHER' ||
    error.issues.some((issue) => names.includes(String(issue.path).split('.')[0]!))
  );
}

function BankSelect({ control }: { control: Control<VoucherFormValues, unknown, VoucherFields> }) {
  const { t } = useTranslation('applications');
  const errorText = useErrorText();
  const banks = usePublicOptions(BANKS.key, null);
  const { field, fieldState } = useController({ control, name: 'bankId' });
  return (
    <RecordSelect
      entity={BANKS}
      records={banks.data ?? []}
      loading={banks.isPending}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      label={t('voucher.bank')}
      error={errorText(fieldState.error)}
      required
      data-testid="voucher-bank"
    />
  );
}

interface Preparation {
  ready: PreparedVoucherImage | null;
  refusal: MessageKey | null;
}

/** The chosen image made ready to send, or the reason it is refused. */
async function prepare(file: File): Promise<Preparation> {
  try {
    return { ready: await prepareVoucherImage(file), refusal: null };
  } catch (error) {
    const refusal =
      error instanceof PictureRefusal ? error.messageKey : 'validation.fileUnreadable';
    return { ready: null, refusal };
  }
}

export interface VoucherFormProps {
  application: TApplication;
  /** The voucher being replaced (submitted) or followed (rejected); absent: the first one. */
  voucher?: TVoucher;
  onDone(): void;
  onCancel(): void;
}

/**
 * Bank, voucher number, payment method and the voucher's image (candidate-portal.md §5: Jpg or
 * Png under 500 KB; a larger photo is reduced in the browser first). The fields are checked by
 * the schema the API applies to the `data` part, the image by the browser first; the server's
 * problems land under the fields they concern.
 */
export function VoucherForm({ application, voucher, onDone, onCancel }: VoucherFormProps) {
  const { t } = useTranslation('applications');
  const { t: message } = useTranslation('messages');
  const format = useFormat();
  const { mutation, progress } = useSubmitVoucher();
  const form = useForm<VoucherFormValues, unknown, VoucherFields>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(voucher),
  });
  const [chosen, setChosen] = useState<File | null>(null);
  const [prepared, setPrepared] = useState<PreparedVoucherImage | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latestChoice = useRef<Promise<Preparation> | null>(null);
  const saving = mutation.isPending;
  const id = application.id;

  const methods = VOUCHER_PAYMENT_METHODS.map((method) => ({
    value: method,
    label: VOUCHER_PAYMENT_METHOD_NAMES[method][format.lang],
  }));

  async function choose(file: File | null) {
    const job = file ? prepare(file) : null;
    latestChoice.current = job;
    setChosen(file);
    setPrepared(null);
    setImageError(null);
    setPreparing(job !== null);
    if (!job) return;
    const { ready, refusal } = await job;
    // A later choice wins over this one's answer.
    if (latestChoice.current !== job) return;
    setPreparing(false);
    setPrepared(ready);
    setImageError(refusal);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // Fields and image are checked together, so every problem shows at once; a submission
    // made while the image is being prepared waits for it.
    const outcome = latestChoice.current ? await latestChoice.current : null;
    const image = outcome?.ready?.file ?? null;
    const refusal = image ? null : (outcome?.refusal ?? 'validation.required');
    setImageError(refusal);
    await form.handleSubmit(async (fields) => {
      if (refusal || !image) return;
      try {
        await mutation.mutateAsync({ applicationId: id, fields, image });
        onDone();
      } catch (error) {
        placeServerErrors(error, form.setError, FIELDS, { DUPLICATE_VOUCHER: 'voucherNumber' });
        const issue = imageIssueOf(error);
        if (issue) setImageError(issue);
        if (!placedUnderAField(error))
          setFailure(error instanceof Error ? error.message : String(error));
      }
    })(event);
  }

  const kb = (bytes: number) => format.number(Math.ceil(bytes / 1024));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('voucher.formTitle')}
      data-testid={`voucher-form-${id}`}
    >
      <Stack gap="md">
        <Text size="sm">{t('voucher.intro', { fee: format.money(application.feePaisa) })}</Text>
        <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <BankSelect control={form.control} />
            <FormTextInput
              control={form.control}
              name="voucherNumber"
              label={t('voucher.number')}
              description={t('voucher.numberHint')}
              withAsterisk
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-testid="voucher-number"
            />
            <FormSelect
              control={form.control}
              name="paymentMethod"
              label={t('voucher.method')}
              placeholder={t('voucher.methodPlaceholder')}
              data={methods}
              allowDeselect={false}
              withAsterisk
              data-testid="voucher-method"
            />
            <FileInput
              size="md"
              label={t('voucher.image')}
              withAsterisk
              description={
                preparing
                  ? t('voucher.imagePreparing')
                  : prepared && !imageError
                    ? prepared.reduced
                      ? t('voucher.imageReduced', {
                          from: kb(prepared.originalBytes),
                          to: kb(prepared.file.size),
                        })
                      : t('voucher.imageChosen', { size: kb(prepared.file.size) })
                    : t('voucher.imageHint')
              }
              placeholder={t('voucher.imageChoose')}
              accept={VOUCHER_IMAGE_ACCEPT}
              value={chosen}
              onChange={(file) => void choose(file)}
              clearable
              disabled={saving}
              error={imageError ? message(imageError) : undefined}
              name={VOUCHER_IMAGE_PART}
              // The chosen file's name, as the phone named it.
              translate="no"
              data-testid="voucher-file"
            />
            {prepared && !imageError && (
              <BlobImage
                blob={prepared.file}
                alt={t('voucher.imagePreview')}
                height={140}
                testId="voucher-file-preview"
              />
            )}
          </Stack>
        </fieldset>
        {saving && (
          <UploadProgress
            progress={progress}
            ns="applications"
            keys="voucher.upload"
            testId="voucher-progress"
          />
        )}
        {failure && (
          <Alert color="red" variant="light" data-testid="voucher-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onCancel} disabled={saving}>
            {t('voucher.cancel')}
          </Button>
          <Button type="submit" size="md" loading={saving} data-testid="voucher-submit">
            {t('voucher.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form in a modal: the whole screen on a phone, where a 375 px card has no room for it. */
export function VoucherFormModal(props: {
  opened: boolean;
  onClose(): void;
  application: TApplication;
  voucher?: TVoucher;
}) {
  const { t } = useTranslation('applications');
  const compact = useMediaQuery('(max-width: 36em)');
  // Not closed while the image is on its way: the answer would have nowhere to show.
  const uploading = useVoucherUploading();
  const close = () => {
    if (!uploading) props.onClose();
  };
  const { voucher } = props;
  const title = !voucher
    ? t('voucher.formTitle')
    : voucher.status === 'rejected'
      ? t('voucher.againTitle')
      : t('voucher.replaceTitle');
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={title}
      size="lg"
      fullScreen={compact}
      closeOnClickOutside={!uploading}
      closeOnEscape={!uploading}
      withCloseButton={!uploading}
      centered
    >
      {props.opened && (
        <VoucherForm
          application={props.application}
          voucher={voucher}
          onDone={props.onClose}
          onCancel={props.onClose}
        />
      )}
    </Modal>
  );
}
