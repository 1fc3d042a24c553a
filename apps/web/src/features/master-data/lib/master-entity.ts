// What the generated screens need to know about an entity definition beyond its fields: which
// entities it refers to, and which selects hang off others. Record names: components/master-select.
import { masterEntity, type MasterEntityDefinition, type MasterField } from '@niyukti/shared';

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
