// A record list of the profile (group/class, education, training, professional council,
// experience) as the preview shows it, every field named by the section's shared definition.
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  profileRecordDefinition,
  type ProfileRecordDefinition,
  type ProfileRecordSection,
  type RecordField,
  type TProfileRecord,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useProfileRecords } from '../api/records';
import { MasterName } from './preview-master-name';
import { recordFieldText } from './record-values';
import {
  NotGiven,
  PreviewDate,
  PreviewField,
  PreviewFields,
  PreviewQuery,
} from './preview-section';

/** One field's value for people: a name instead of an id (narrowed lists too), a day in B.S. */
function RecordValue({ field, record }: { field: RecordField; record: TProfileRecord }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const value = record[field.name];
  switch (field.kind) {
    case 'date':
      return <PreviewDate ad={record[`${field.name}Ad`]} bs={record[`${field.name}Bs`]} />;
    case 'reference':
      return (
        <MasterName
          list={field.reference ?? ''}
          id={value}
          parentId={field.parentField ? record[field.parentField] : null}
        />
      );
    default: // the plain kinds read as on the record cards
      return recordFieldText(
        field,
        record,
        format,
        {},
        { yes: t('records.yes'), no: t('records.no') },
      );
  }
}

/** An optional field left empty (the server keeps it as null). */
function isEmpty(field: RecordField, record: TProfileRecord): boolean {
  const value = record[field.kind === 'date' ? `${field.name}Ad` : field.name];
  return value === null || value === undefined || value === '';
}

/** The record's files that are kept, by their names ("Transcript, Character certificate"). */
function AttachedFiles(props: { definition: ProfileRecordDefinition; record: TProfileRecord }) {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const attached = props.definition.files
    .filter((slot) => props.record.files[slot.name])
    .map((slot) => slot.label[lang]);
  return (
    <Text size="xs" c="dimmed">
      {t('preview.attached')}: {attached.length > 0 ? attached.join(', ') : t('preview.noFiles')}
    </Text>
  );
}

function RecordFacts(props: { definition: ProfileRecordDefinition; record: TProfileRecord }) {
  const { lang } = useFormat();
  const { definition, record } = props;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      data-print-section
      data-testid={`preview-${definition.key}-record`}
    >
      <Stack gap="xs">
        <PreviewFields>
          {definition.fields.map((field) => (
            <PreviewField
              key={field.name}
              label={field.label[lang]}
              testId={`preview-${definition.key}-${field.name}`}
            >
              {!isEmpty(field, record) && <RecordValue field={field} record={record} />}
            </PreviewField>
          ))}
        </PreviewFields>
        <AttachedFiles definition={definition} record={record} />
      </Stack>
    </Paper>
  );
}

/** A section's records, or "Not given yet" when it has none. */
export function PreviewRecordList({ section }: { section: ProfileRecordSection }) {
  const records = useProfileRecords(section);
  const definition = profileRecordDefinition(section);
  return (
    <div data-testid={`preview-list-${section}`}>
      <PreviewQuery query={records}>
        {(list) =>
          list.length === 0 ? (
            <NotGiven />
          ) : (
            <Stack gap="sm">
              {list.map((record) => (
                <RecordFacts key={record.id} definition={definition} record={record} />
              ))}
            </Stack>
          )
        }
      </PreviewQuery>
    </div>
  );
}
