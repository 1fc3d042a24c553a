// What the generated screens need to know about an entity definition beyond its fields: how
// to name one of its records, which entities it refers to, and which selects hang off others.
import {
  masterEntity,
  type MasterEntityDefinition,
  type MasterField,
  type TMasterRecord,
} from '@niyukti/shared';
import type { Language } from '../../../lib/i18n';

/** Kinds that can name a record when it has no name of its own (a fiscal year, a room). */
const FALLBACK_NAME_KINDS = new Set(['text', 'code', 'fiscalYear', 'digits']);

function textsOf(record: TMasterRecord, fields: readonly MasterField[]): string[] {
  return fields
    .map((field) => record[field.name])
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .map(String)
    .filter((text) => text !== '');
}

/**
 * A record's name in `lang`: its names of that language joined (an invigilator's first, middle
 * and last name), else its first text or code, else its id.
 */
export function recordLabel(
  entity: MasterEntityDefinition,
  record: TMasterRecord,
  lang: Language,
): string {
  const kind = lang === 'ne' ? 'nameNe' : 'nameEn';
  const names = textsOf(
    record,
    entity.fields.filter((field) => field.kind === kind),
  );
  if (names.length > 0) return names.join(' ');
  const fallback = entity.fields.find((field) => FALLBACK_NAME_KINDS.has(field.kind));
  const text = fallback ? textsOf(record, [fallback])[0] : undefined;
  return text ?? `#${record.id}`;
}

/** Every name of a record in both languages, lower-cased: what a select's search matches. */
export function recordSearchText(entity: MasterEntityDefinition, record: TMasterRecord): string {
  const names = entity.fields.filter((field) => field.kind === 'nameEn' || field.kind === 'nameNe');
  return textsOf(record, names.length > 0 ? names : entity.fields)
    .join(' ')
    .toLowerCase();
}

export type ReferenceField = MasterField & { reference: string };

export function isReference(field: MasterField): field is ReferenceField {
  return field.kind === 'reference' && typeof field.reference === 'string';
}

/** The definition a reference field points to; the shared definitions guarantee it exists. */
export function referencedEntity(field: ReferenceField): MasterEntityDefinition {
  const target = masterEntity(field.reference);
  if (!target) throw new Error(`master-data field ${field.name} refers to ${field.reference}`);
  return target;
}

/** The entities an entity's references point to, each once. */
export function referencedKeys(entity: MasterEntityDefinition): string[] {
  return [...new Set(entity.fields.filter(isReference).map((field) => field.reference))];
}

/**
 * The field of the same form that narrows this reference's choices: a district select lists
 * only the districts of the form's province, a group select only the groups of its service.
 */
export function cascadeParentOf(
  field: MasterField,
  fields: readonly MasterField[],
): string | undefined {
  if (!isReference(field)) return undefined;
  const parentField = referencedEntity(field).parentField;
  return parentField && fields.some((other) => other.name === parentField)
    ? parentField
    : undefined;
}

/** For each field, the fields whose choices depend on it (cleared when it changes). */
export function dependentsOf(fields: readonly MasterField[]): Record<string, string[]> {
  const dependents: Record<string, string[]> = {};
  for (const field of fields) {
    const parent = cascadeParentOf(field, fields);
    if (parent) (dependents[parent] ??= []).push(field.name);
  }
  return dependents;
}

/** The field an entity's list can be narrowed by (districts by province), if any. */
export function parentFieldOf(entity: MasterEntityDefinition): ReferenceField | undefined {
  const field = entity.fields.find((candidate) => candidate.name === entity.parentField);
  return field && isReference(field) ? field : undefined;
}
