// How to name a master-data record for people, in either language, and what a search matches.
import type { MasterEntityDefinition, MasterField, TMasterRecord } from '@niyukti/shared';
import type { Language } from '../../lib/i18n';

/** Kinds that can name a record when it has no name of its own (a fiscal year, a room). */
const FALLBACK_NAME_KINDS = new Set(['text', 'code', 'fiscalYear', 'digits']);

/** The two names every named master-data record has. */
const NAME_FIELDS = [{ name: 'nameEn' }, { name: 'nameNe' }] as const;

function textsOf(record: TMasterRecord, fields: readonly Pick<MasterField, 'name'>[]): string[] {
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

const searchText = (texts: string[]) => texts.join(' ').toLowerCase();

/** Every name of a record in both languages, lower-cased: what a select's search matches. */
export function recordSearchText(entity: MasterEntityDefinition, record: TMasterRecord): string {
  const names = entity.fields.filter((field) => field.kind === 'nameEn' || field.kind === 'nameNe');
  return searchText(textsOf(record, names.length > 0 ? names : entity.fields));
}

/**
 * The English and Nepali names of several records (a post and its class, a centre and its
 * district), lower-cased: what a search of an option drawn from them matches.
 */
export function namesSearchText(...records: (TMasterRecord | undefined)[]): string {
  return searchText(records.flatMap((record) => (record ? textsOf(record, NAME_FIELDS) : [])));
}
