import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPartLocked, type ProfileRecordDefinition, type TProfileRecord } from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LabelledValue } from '../../../components/labelled-value';
import {
  getPublicOptions,
  publicOptionsKey,
} from '../../../components/master-select/public-options';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useDeleteProfileRecord, useProfileRecords } from '../api/records';
import { refreshProfileStatus, useProfileStatus } from '../../../lib/profile/status';
import { RecordFileLink } from './record-file-link';
import { RecordForm } from './record-form';
import { recordFieldText, referenceEntity, type RecordLookups } from './record-values';

/** The same cache entries as the form's selects (`usePublicOptions`), unnarrowed. */
const LOOKUP_STALE_MS = 60_000;

/** Every list the section's reference fields name, to show names instead of ids. */
function useRecordLookups(definition: ProfileRecordDefinition): RecordLookups {
  const keys = useMemo(
    () => [
      ...new Set(
        definition.fields
          .filter((field) => field.kind === 'reference')
          .map((field) => referenceEntity(field).key),
      ),
    ],
    [definition],
  );
  const results = useQueries({
    queries: keys.map((key) => ({
      queryKey: publicOptionsKey(key, null),
      queryFn: () => getPublicOptions(key, null),
      staleTime: LOOKUP_STALE_MS,
    })),
  });
  const lookups: Record<string, RecordLookups[string]> = {};
  keys.forEach((key, index) => (lookups[key] = results[index]?.data));
  return lookups;
}

interface RecordCardProps {
  definition: ProfileRecordDefinition;
  record: TProfileRecord;
  lookups: RecordLookups;
  /** Absent when the profile is locked: the record is shown, not changed. */
  onEdit?(): void;
  onDelete?(): void;
}

/** One saved record: its summary line, its other fields, links to its files, and its actions. */
function RecordCard({ definition, record, lookups, onEdit, onDelete }: RecordCardProps) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const yesNo = { yes: t('records.yes'), no: t('records.no') };
  const textOf = (name: string) => {
    const field = definition.fields.find((candidate) => candidate.name === name);
    return field ? recordFieldText(field, record, format, lookups, yesNo) : null;
  };
  const summary =
    definition.summary.map(textOf).filter(Boolean).join(' · ') || definition.item[format.lang];
  const details = definition.fields
    .filter((field) => !definition.summary.includes(field.name))
    .map((field) => ({ field, text: textOf(field.name) }))
    .filter(({ text }) => text !== null);
  const files = definition.files.flatMap((slot) => {
    const file = record.files[slot.name];
    return file ? [{ slot, file }] : [];
  });
  const testId = `record-card-${definition.key}-${record.id}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {summary}
          </Text>
          {onEdit && onDelete && (
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="light"
                size="sm"
                onClick={onEdit}
                aria-label={`${t('records.edit')}: ${summary}`}
                data-testid={`${testId}-edit`}
              >
                {t('records.edit')}
              </Button>
              <Button
                variant="light"
                color="red"
                size="sm"
                onClick={onDelete}
                aria-label={`${t('records.delete')}: ${summary}`}
                data-testid={`${testId}-delete`}
              >
                {t('records.delete')}
              </Button>
            </Group>
          )}
        </Group>
        {details.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="xs">
            {details.map(({ field, text }) => (
              <LabelledValue key={field.name} label={field.label[format.lang]}>
                {text}
              </LabelledValue>
            ))}
          </SimpleGrid>
        )}
        {files.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('records.files')}
            </Text>
            <Group gap="md" align="flex-start">
              {files.map(({ slot, file }) => (
                <RecordFileLink key={slot.name} slot={slot} file={file} />
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

type Editing = { record?: TProfileRecord } | null;

/**
 * A profile section of records (group/class, education, training, …), generated from its
 * definition: the saved records as cards, and Add, Edit and Delete while the profile is open.
 */
export function RecordSection({ definition }: { definition: ProfileRecordDefinition }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const queryClient = useQueryClient();
  const records = useProfileRecords(definition.key);
  const status = useProfileStatus();
  const remove = useDeleteProfileRecord(definition.key);
  const lookups = useRecordLookups(definition);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TProfileRecord | null>(null);
  // Locked by the commission, unless a scrutiny hold opens this section to be fixed.
  const locked = status.data !== undefined && isPartLocked(status.data, definition.key);
  const item = definition.item[format.lang];
  const title = definition.title[format.lang];

  const confirmDelete = () => {
    if (!deleting) return;
    // A refusal has been toasted by the client; a lock set meanwhile also locks this screen.
    remove.mutate(deleting.id, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'PROFILE_LOCKED')
          void refreshProfileStatus(queryClient);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="sm" data-testid={`record-section-${definition.key}`}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={4}>{title}</Title>
        {!locked && (
          <Button
            size="md"
            onClick={() => setEditing({})}
            disabled={!records.isSuccess}
            data-testid={`record-add-${definition.key}`}
          >
            {t('records.add', { item })}
          </Button>
        )}
      </Group>
      {locked && (
        <Text size="sm" c="dimmed" data-testid={`record-locked-${definition.key}`}>
          {t('records.locked')}
        </Text>
      )}
      {records.isPending ? (
        <Skeleton h={96} radius="md" />
      ) : records.isError ? (
        <Alert color="red" data-testid={`record-load-failed-${definition.key}`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('records.loadFailed', { title })}</Text>
            <Button size="xs" variant="light" onClick={() => void records.refetch()}>
              {t('records.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : records.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`record-empty-${definition.key}`}>
          {t('records.empty', { item })}
        </Text>
      ) : (
        <Stack gap="sm">
          {records.data.map((record) => (
            <RecordCard
              key={record.id}
              definition={definition}
              record={record}
              lookups={lookups}
              {...(!locked && {
                onEdit: () => setEditing({ record }),
                onDelete: () => setDeleting(record),
              })}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <RecordForm
          definition={definition}
          record={editing.record}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        item={item}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
