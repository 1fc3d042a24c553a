import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adToBs,
  NOTICE_IMAGE_PART,
  todayIso,
  ZNoticeInput,
  type TNotice,
  type TNoticeFormValues,
  type TNoticeInput,
} from '@niyukti/shared';
import { BsAdDateField } from '../../../components/bs-ad-date-field';
import { FormTextarea, FormTextInput } from '../../../components/form-fields';
import { LeaveGuard } from '../../../components/leave-guard';
import { fileIssueOf, useCheckedFile } from '../../../lib/files/use-checked-file';
import { placeServerErrors } from '../../../lib/server-errors';
import { useSaveNotice } from '../api/notices';
import { noticeImageRefusal } from './notice-image-check';
import { NoticeImageInput } from './notice-image-input';
import { UploadProgress } from '../../../components/upload-progress';

const FIELDS = [
  'title',
  'description',
  'startDateAd',
  'startDateBs',
  'endDateAd',
  'endDateBs',
] as const;

function valuesOf(notice: TNotice | undefined): TNoticeFormValues {
  if (notice) {
    const { title, description, startDateAd, startDateBs, endDateAd, endDateBs } = notice;
    return { title, description, startDateAd, startDateBs, endDateAd, endDateBs };
  }
  const today = todayIso();
  return {
    title: '',
    description: '',
    startDateAd: today,
    startDateBs: adToBs(today),
    endDateAd: '',
    endDateBs: '',
  };
}

export interface NoticeFormProps {
  /** The notice to change; absent: a new one. */
  notice?: TNotice;
  onDone(): void;
  onCancel(): void;
}

/**
 * Add or edit a notice (back-office.md §5: start date, end date and image required; the image
 * Jpg or Png). The fields are checked by the schema the API applies to the `data` part; the
 * image by the browser first (500 KB, kind by its leading bytes). An edit may keep its image.
 */
export function NoticeForm({ notice, onDone, onCancel }: NoticeFormProps) {
  const { t } = useTranslation('notices');
  const { mutation, progress } = useSaveNotice();
  const form = useForm<TNoticeFormValues, unknown, TNoticeInput>({
    resolver: zodResolver(ZNoticeInput),
    mode: 'onTouched',
    defaultValues: valuesOf(notice),
  });
  const {
    file: image,
    error: imageError,
    setError: setImageError,
    choose,
  } = useCheckedFile(noticeImageRefusal);
  const saving = mutation.isPending;
  const dirty = form.formState.isDirty || image !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Fields and image are checked together, so every problem shows at once.
    const refusal = image ? await noticeImageRefusal(image) : notice ? null : 'validation.required';
    setImageError(refusal);
    await form.handleSubmit(async (input) => {
      if (refusal) return;
      try {
        await mutation.mutateAsync({ id: notice?.id, input, image });
        onDone();
      } catch (error) {
        placeServerErrors(error, form.setError, FIELDS);
        const issue = fileIssueOf(error, NOTICE_IMAGE_PART);
        if (issue) setImageError(issue);
      }
    })(event);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(notice ? 'form.editTitle' : 'form.addTitle')}
      data-testid="notice-form"
    >
      <LeaveGuard dirty={dirty && !saving} />
      <Stack gap="md">
        <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <FormTextInput
              control={form.control}
              name="title"
              label={t('form.title')}
              withAsterisk
              maxLength={200}
              data-testid="notice-title"
            />
            <BsAdDateField
              control={form.control}
              adName="startDateAd"
              bsName="startDateBs"
              name="notice-start"
              bsLabel={t('form.startDateBs')}
              adLabel={t('form.startDateAd')}
            />
            <BsAdDateField
              control={form.control}
              adName="endDateAd"
              bsName="endDateBs"
              name="notice-end"
              bsLabel={t('form.endDateBs')}
              adLabel={t('form.endDateAd')}
            />
            <FormTextarea
              control={form.control}
              name="description"
              label={t('form.description')}
              withAsterisk
              minRows={6}
              data-testid="notice-description"
            />
            <NoticeImageInput
              notice={notice}
              chosen={image}
              error={imageError}
              onChoose={(file) => void choose(file)}
              disabled={saving}
            />
          </Stack>
        </fieldset>
        {saving && (
          <UploadProgress progress={progress} ns="notices" keys="form" testId="notice-progress" />
        )}
        {mutation.error && (
          <Alert color="red" variant="light" data-testid="notice-save-error">
            {mutation.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onCancel} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" size="md" loading={saving} data-testid="notice-submit">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
