import { useMemo, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  recordInputOf,
  type ProfileRecordDefinition,
  type RecordField,
  type TProfileRecord,
} from '@niyukti/shared';
import { LeaveGuard } from '../../../components/leave-guard';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useSaveProfileRecord } from '../api/records';
import { refreshProfileStatus } from '../../../lib/profile/status';
import { RecordFieldInput } from './record-field-input';
import { RecordFileInput, type ChosenFile } from './record-file-input';
import { refusalOf } from './record-file-rules';
import {
  dependentsOf,
  recordFieldNames,
  recordFormValues,
  type RecordFormValues,
} from './record-values';
import './record-form.css';
import { UploadProgress } from '../../../components/upload-progress';

/** Kinds that take a whole row of the form's grid (two inputs, or room to write). */
const WIDE_KINDS = new Set<RecordField['kind']>(['date', 'longText', 'yesNo']);

type ChosenFiles = Record<string, ChosenFile>;

const NOTHING_CHOSEN: ChosenFile = { file: null };

/** Every slot's check at once: the chosen file's refusal, or a missing required one. */
async function checkFiles(
  definition: ProfileRecordDefinition,
  chosen: ChosenFiles,
  record: TProfileRecord | undefined,
): Promise<ChosenFiles> {
  const checked: ChosenFiles = {};
  for (const slot of definition.files) {
    const file = chosen[slot.name]?.file ?? null;
    const kept = record?.files[slot.name] ?? null;
    const error = file
      ? await refusalOf(slot, file)
      : slot.required && !kept
        ? 'validation.required'
        : null;
    checked[slot.name] = error ? { file, error } : { file };
  }
  return checked;
}

/** The server's issues about files (`path` is the slot's name), by slot. */
function fileIssuesOf(definition: ProfileRecordDefinition, error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const issues: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = Array.isArray(issue.path) ? String(issue.path[0]) : issue.path;
    if (definition.files.some((slot) => slot.name === path)) issues[path] ??= issue.message;
  }
  return issues;
}

export interface RecordFormProps {
  definition: ProfileRecordDefinition;
  /** The record to change; absent: a new one. */
  record?: TProfileRecord;
  onClose(): void;
}

/**
 * The add/edit form of any profile record section, generated from its definition and validated
 * by the schema the API applies to the `data` part (recordInputOf). Files are checked in the
 * browser first (500 KB, kind by leading bytes); an edit that chooses none keeps the saved ones.
 */
export function RecordForm({ definition, record, onClose }: RecordFormProps) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const compact = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const { mutation, progress } = useSaveProfileRecord(definition.key);
  // The schema reads any input (its preprocessors turn text into numbers); the form's is ours.
  const schema = useMemo(
    () => recordInputOf(definition) as z.ZodType<RecordFormValues, RecordFormValues>,
    [definition],
  );
  const dependents = useMemo(() => dependentsOf(definition.fields), [definition]);
  const fieldNames = useMemo(() => recordFieldNames(definition), [definition]);
  const form = useForm<RecordFormValues, unknown, RecordFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: recordFormValues(definition, record, format.digits),
  });
  const [files, setFiles] = useState<ChosenFiles>({});
  const [askingDiscard, setAskingDiscard] = useState(false);
  const saving = mutation.isPending;
  const dirty = form.formState.isDirty || Object.values(files).some((chosen) => chosen.file);
  const item = definition.item[format.lang];

  const clearDependents = (name: string): void => {
    for (const dependent of dependents[name] ?? []) {
      form.setValue(dependent, null, { shouldDirty: true });
      clearDependents(dependent);
    }
  };

  async function choose(slotName: string, file: File | null) {
    setFiles((current) => ({ ...current, [slotName]: { file } }));
    const slot = definition.files.find((candidate) => candidate.name === slotName);
    const error = file && slot ? await refusalOf(slot, file) : null;
    // A later choice of the same slot wins over this check's answer.
    if (error)
      setFiles((current) =>
        current[slotName]?.file === file ? { ...current, [slotName]: { file, error } } : current,
      );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Fields and files are checked together, so every problem shows at once.
    const checked = await checkFiles(definition, files, record);
    setFiles(checked);
    const filesRefused = Object.values(checked).some((chosen) => chosen.error);
    await form.handleSubmit(async (fields) => {
      if (filesRefused) return;
      const chosen: Record<string, File | undefined> = {};
      for (const [slot, { file }] of Object.entries(checked)) chosen[slot] = file ?? undefined;
      try {
        await mutation.mutateAsync({ id: record?.id, fields, files: chosen });
        onClose();
      } catch (error) {
        placeServerErrors(error, form.setError, fieldNames);
        const fileIssues = fileIssuesOf(definition, error);
        setFiles((current) => {
          const next = { ...current };
          for (const [slot, message] of Object.entries(fileIssues))
            next[slot] = { file: current[slot]?.file ?? null, error: message };
          return next;
        });
        if (isApiError(error) && error.code === 'PROFILE_LOCKED')
          void refreshProfileStatus(queryClient);
      }
    })(event);
  }

  const close = () => {
    if (saving) return;
    if (dirty) setAskingDiscard(true);
    else onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={t(record ? 'records.editTitle' : 'records.addTitle', { item })}
      size="xl"
      fullScreen={compact}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      centered
    >
      <LeaveGuard dirty={dirty} />
      <form
        className="record-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={definition.title[format.lang]}
        data-testid={`record-form-${definition.key}`}
      >
        <Stack gap="md">
          <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {definition.fields.map((field) => (
                  <Box
                    key={field.name}
                    style={WIDE_KINDS.has(field.kind) ? { gridColumn: '1 / -1' } : undefined}
                  >
                    <RecordFieldInput
                      field={field}
                      fields={definition.fields}
                      control={form.control}
                      onReferenceChange={clearDependents}
                    />
                  </Box>
                ))}
              </SimpleGrid>
              {definition.files.length > 0 && (
                <Stack gap="xs">
                  <Title order={5}>{t('records.files')}</Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {definition.files.map((slot) => (
                      <RecordFileInput
                        key={slot.name}
                        slot={slot}
                        chosen={files[slot.name] ?? NOTHING_CHOSEN}
                        kept={record?.files[slot.name] ?? null}
                        onChoose={(file) => void choose(slot.name, file)}
                        disabled={saving}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              )}
            </Stack>
          </fieldset>
          {saving && (
            <UploadProgress
              progress={progress}
              ns="profile"
              keys="records"
              testId="record-progress"
            />
          )}
          {mutation.error && (
            <Alert color="red" variant="light" data-testid="record-save-error">
              {mutation.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={close} disabled={saving}>
              {t('records.cancel')}
            </Button>
            <Button type="submit" size="md" loading={saving} data-testid="record-submit">
              {t('records.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={askingDiscard}
        onClose={() => setAskingDiscard(false)}
        title={t('records.discard.title')}
        centered
      >
        <Text>{t('records.discard.question')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} data-testid="record-discard">
            {t('records.discard.discard')}
          </Button>
          <Button onClick={() => setAskingDiscard(false)} data-testid="record-keep-editing">
            {t('records.discard.keep')}
          </Button>
        </Group>
      </Modal>
    </Modal>
  );
}
