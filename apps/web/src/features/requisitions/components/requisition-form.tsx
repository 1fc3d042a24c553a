import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  masterEntity,
  REQUISITION_DOCUMENT_PART,
  REQUISITION_TEXT_MAX,
  ZRequisitionInput,
  type MasterEntityDefinition,
  type TRequisitionDetail,
  type TRequisitionFormValues,
  type TRequisitionInput,
} from '@niyukti/shared';
import { FormDigitsInput, FormTextarea, useErrorText } from '../../../components/form-fields';
import { LeaveGuard } from '../../../components/leave-guard';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';
import { UploadProgress } from '../../../components/upload-progress';
import { fileIssueOf, useCheckedFile } from '../../../lib/files/use-checked-file';
import { placeServerErrors } from '../../../lib/server-errors';
import { useFileRequisition } from '../api/file-requisition';
import { OrganizationField } from './organization-field';
import { requisitionDocumentRefusal } from './requisition-document-check';
import { RequisitionDocumentInput } from './requisition-document-input';
import { PLACE_FIELDS, RequisitionPlaceFields } from './requisition-place-fields';

const MINISTRY_OFFICES = masterEntity('ministry-offices') as MasterEntityDefinition;

const FIELDS: FieldPath<TRequisitionFormValues>[] = [
  'organizationId',
  ...PLACE_FIELDS,
  'demandOfficeId',
  'totalVacancy',
  'requisitionRemarks',
  'workSummary',
  'remarks',
];

const EMPTY: TRequisitionFormValues = {
  organizationId: null,
  serviceId: null,
  classId: null,
  groupId: null,
  subGroupId: null,
  postId: null,
  demandOfficeId: null,
  totalVacancy: '',
  requisitionRemarks: '',
  workSummary: '',
  remarks: '',
};

/** The office where the posts are (a ministry's office from master data). */
function DemandOfficeField({ control }: { control: Control<TRequisitionFormValues> }) {
  const { t } = useTranslation('requisitions');
  const errorText = useErrorText();
  const offices = usePublicOptions(MINISTRY_OFFICES.key, null);
  const { field, fieldState } = useController({ control, name: 'demandOfficeId' });
  return (
    <RecordSelect
      entity={MINISTRY_OFFICES}
      records={offices.data ?? []}
      loading={offices.isPending}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      label={t('form.demandOfficeId')}
      required
      clearable
      error={errorText(fieldState.error)}
      data-testid="requisition-demandOfficeId"
    />
  );
}

export interface RequisitionFormProps {
  onFiled(requisition: TRequisitionDetail): void;
  onCancel(): void;
}

/**
 * A new requisition (back-office.md §3, §5 "Requisition form": every field required, the
 * document a PDF or a picture under 500 KB). The fields are checked by the schema the API
 * applies to the `data` part; the document by the browser first, then by the server.
 */
export function RequisitionForm({ onFiled, onCancel }: RequisitionFormProps) {
  const { t } = useTranslation('requisitions');
  const { mutation, progress } = useFileRequisition();
  const form = useForm<TRequisitionFormValues, unknown, TRequisitionInput>({
    resolver: zodResolver(ZRequisitionInput),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control, setValue, setError } = form;
  const {
    file: document,
    error: documentError,
    setError: setDocumentError,
    choose,
  } = useCheckedFile(requisitionDocumentRefusal);
  const saving = mutation.isPending;
  const dirty = form.formState.isDirty || document !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Fields and document are checked together, so every problem shows at once.
    const refusal = await requisitionDocumentRefusal(document);
    setDocumentError(refusal);
    await form.handleSubmit(async (input) => {
      if (refusal || !document) return;
      try {
        const { data } = await mutation.mutateAsync({ input, document });
        onFiled(data);
      } catch (error) {
        placeServerErrors(error, setError, FIELDS);
        const issue = fileIssueOf(error, REQUISITION_DOCUMENT_PART);
        if (issue) setDocumentError(issue);
      }
    })(event);
  }

  const text = (name: 'requisitionRemarks' | 'workSummary' | 'remarks') => (
    <FormTextarea
      control={control}
      name={name}
      label={t(`form.${name}`)}
      withAsterisk
      // Not autosize: it listens to document.fonts, which some browsers (and jsdom) lack.
      minRows={4}
      maxLength={REQUISITION_TEXT_MAX}
      data-testid={`requisition-${name}`}
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('form.title')}
      data-testid="requisition-form"
    >
      <LeaveGuard dirty={dirty && !saving} />
      <Stack gap="md">
        <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <OrganizationField control={control} setValue={setValue} />
            <RequisitionPlaceFields control={control} setValue={setValue} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DemandOfficeField control={control} />
              <FormDigitsInput
                control={control}
                name="totalVacancy"
                label={t('form.totalVacancy')}
                required
                maxLength={5}
                data-testid="requisition-totalVacancy"
              />
            </SimpleGrid>
            {text('requisitionRemarks')}
            {text('workSummary')}
            {text('remarks')}
            <RequisitionDocumentInput
              chosen={document}
              error={documentError}
              onChoose={(file) => void choose(file)}
              disabled={saving}
            />
          </Stack>
        </fieldset>
        {saving && (
          <UploadProgress
            progress={progress}
            ns="requisitions"
            keys="form"
            testId="requisition-progress"
          />
        )}
        {mutation.error && (
          <Alert color="red" variant="light" data-testid="requisition-save-error">
            {mutation.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onCancel} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" size="md" loading={saving} data-testid="requisition-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
