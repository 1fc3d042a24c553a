// The values of a profile record (education, training, …) as its generated form holds them and as
// its card shows them. Pure functions over the section's definition, so every section behaves
// the same way and the form never needs to know which section it edits.
import {
  masterEntity,
  payloadNames,
  type MasterEntityDefinition,
  type ProfileRecordDefinition,
  type RecordField,
  type TMasterRecord,
  type TProfileRecord,
} from '@niyukti/shared';
import type { Formatter } from '../../../lib/format';
import { recordLabel } from '../../../components/master-select/record-label';

/** Form values keyed by payload name (a date is `<name>Ad` and `<name>Bs`). */
export type RecordFormValues = Record<string, unknown>;

/** Kinds typed as text: the form holds '' for "nothing yet", never null. */
const TYPED_KINDS = new Set<RecordField['kind']>(['letters', 'text', 'longText', 'percentage']);

/**
 * What the form starts with: the record's values, or blanks for a new one. Choices, ids and
 * yes/no start as null, which the schema reports as required; a percentage is shown in the
 * current language's digits (the schema reads either).
 */
export function recordFormValues(
  definition: ProfileRecordDefinition,
  record: TProfileRecord | undefined,
  digits: (value: string | number) => string,
): RecordFormValues {
  const values: RecordFormValues = {};
  for (const field of definition.fields)
    for (const name of payloadNames(field)) {
      const value = record?.[name] ?? null;
      if (field.kind === 'date') values[name] = typeof value === 'string' ? value : '';
      else if (field.kind === 'percentage')
        values[name] = typeof value === 'number' ? digits(value) : '';
      else if (TYPED_KINDS.has(field.kind)) values[name] = typeof value === 'string' ? value : '';
      else values[name] = value;
    }
  return values;
}

/** Every payload name of a section's fields: where server issues may land. */
export const recordFieldNames = (definition: ProfileRecordDefinition): string[] =>
  definition.fields.flatMap(payloadNames);

/** For each field, the fields narrowed by it (a service's groups), cleared when it changes. */
export function dependentsOf(fields: readonly RecordField[]): Record<string, string[]> {
  const dependents: Record<string, string[]> = {};
  for (const field of fields)
    if (field.parentField) (dependents[field.parentField] ??= []).push(field.name);
  return dependents;
}

/** The master-data entity a reference field names; the definitions guarantee it exists. */
export function referenceEntity(field: RecordField): MasterEntityDefinition {
  const entity = field.reference ? masterEntity(field.reference) : undefined;
  if (!entity) throw new Error(`no master-data entity for ${field.name}`);
  return entity;
}

/** The reference lists of a section by entity key (unnarrowed), for naming ids on its cards. */
export type RecordLookups = Readonly<Record<string, readonly TMasterRecord[] | undefined>>;

/** A field of a saved record as people read it, or null when it is empty. */
export function recordFieldText(
  field: RecordField,
  record: TProfileRecord,
  format: Formatter,
  lookups: RecordLookups,
  yesNo: { yes: string; no: string },
): string | null {
  const value = record[field.name];
  switch (field.kind) {
    case 'date': {
      const ad = record[`${field.name}Ad`];
      return typeof ad === 'string' && ad !== '' ? format.date(ad, 'both') : null;
    }
    case 'reference': {
      if (typeof value !== 'number') return null;
      const entity = referenceEntity(field);
      const found = lookups[entity.key]?.find((candidate) => candidate.id === value);
      // An inactive record is not in the public list; its id still says which one it was.
      return found ? recordLabel(entity, found, format.lang) : format.digits(`#${value}`);
    }
    case 'choice':
      return typeof value === 'string' ? (field.options?.[value]?.[format.lang] ?? value) : null;
    case 'yesNo':
      return typeof value === 'boolean' ? (value ? yesNo.yes : yesNo.no) : null;
    case 'percentage':
      return typeof value === 'number' ? format.digits(value) : null;
    default:
      return typeof value === 'string' && value !== '' ? value : null;
  }
}

/** `application/pdf` → `pdf`, `image/jpeg` → `jpeg`: a key of `records.file.kinds`. */
export const fileKind = (contentType: string) => contentType.split('/')[1] ?? contentType;
