// The fields the profile's record lists are made of (group/class, education, training,
// professional council, experience) and the one function that turns a section's fields into the
// zod schema both the API (the `data` part of the multipart save) and the form (resolver) use.
// Rules of candidate-portal.md §5 "Profile": names letters only; percentage more than 1 and less
// than 100; every field required unless the definition says otherwise.
import { z } from 'zod';
import { bsToAd } from '../../dates/bs-date';
import { todayIso } from '../../dates/nepal-time';
import { toLatinDigits } from '../../digits/devanagari';
import type { LocalizedText, MessageKey } from '../../i18n/messages';
import {
  objectFieldsValid,
  requiredString,
  unlessEmpty,
  ZBsDateText,
  ZId,
  ZIsoDate,
} from '../../validation/fields';

export type RecordFieldKind =
  | 'letters' // a name of an institution or board: letters (English or Nepali) and . , ' - ( ) &
  | 'text' // free text on one line (a subject, a post, a registration number)
  | 'longText' // free text on several lines (a description, remarks)
  | 'percentage' // a percentage or GPA: more than 1 and less than 100
  | 'reference' // the id of an active master-data record
  | 'choice' // one of fixed values
  | 'yesNo'
  | 'date'; // a day given in both calendars: `<name>Ad` and `<name>Bs`

export interface RecordField {
  /** Property name in payloads and records; a date field is sent as `<name>Ad` and `<name>Bs`. */
  readonly name: string;
  readonly label: LocalizedText;
  readonly kind: RecordFieldKind;
  /** Every field is required unless this is false. */
  readonly required?: boolean;
  /** For 'reference': the master-data entity whose record this field names. */
  readonly reference?: string;
  /** For 'reference': the field whose value narrows the list (a service's groups). */
  readonly parentField?: string;
  /** For 'choice': the values and their names. */
  readonly options?: Readonly<Record<string, LocalizedText>>;
  /** For 'date': the day may not be after today (a passing date, an issue date). */
  readonly notFuture?: boolean;
}

/** Kinds of file the portal accepts anywhere, recognised by their leading bytes. */
export const UPLOAD_KINDS = ['jpeg', 'png', 'gif', 'webp', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface RecordFileSlot {
  /** Multipart part name and key of the record's `files`. */
  readonly name: string;
  readonly label: LocalizedText;
  readonly allowed: readonly UploadKind[];
  /** Shown when the file is of another kind. */
  readonly kindMessage: MessageKey;
  /** A new record must bring this file; an edit may keep the one it has. */
  readonly required: boolean;
}

/** A rule between fields: where its message goes, which fields it reads, and the test. */
export interface RecordRule {
  readonly path: string;
  readonly reads: readonly string[];
  readonly message: MessageKey;
  readonly holds: (value: Record<string, unknown>) => boolean;
}

/** The names a field takes in a payload: a date is two. */
export function payloadNames(field: RecordField): string[] {
  return field.kind === 'date' ? [`${field.name}Ad`, `${field.name}Bs`] : [field.name];
}

const LETTERS = /^[\u0900-\u097FA-Za-z .,'()&-]+$/;
const HAS_LETTER = /[\u0900-\u097FA-Za-z]/;

const noEdgeSpaces = (value: string) => value === value.trim();

function textSchema(max: number) {
  return requiredString()
    .refine(noEdgeSpaces, 'validation.noEdgeSpaces')
    .max(max, max === 200 ? 'validation.maxLength200' : 'validation.maxLength1000');
}

const lettersSchema = textSchema(200).refine(
  unlessEmpty((value) => LETTERS.test(value) && HAS_LETTER.test(value)),
  'validation.lettersOnly',
);

/** A number typed as text (Devanagari digits too) or sent as a number: 1 < value < 100. */
const percentageSchema = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    const text = toLatinDigits(value.trim());
    return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : text;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'validation.required' : 'validation.percentageRange',
    })
    .gt(1, 'validation.percentageRange')
    .lt(100, 'validation.percentageRange'),
);

function choiceSchema(field: RecordField) {
  const values = Object.keys(field.options ?? {}) as [string, ...string[]];
  return z.enum(values, {
    error: (issue) =>
      issue.input == null || issue.input === '' ? 'validation.required' : 'validation.invalid',
  });
}

function valueSchemas(field: RecordField): Record<string, z.ZodType> {
  switch (field.kind) {
    case 'letters':
      return { [field.name]: lettersSchema };
    case 'text':
      return { [field.name]: textSchema(200) };
    case 'longText':
      return { [field.name]: textSchema(1000) };
    case 'percentage':
      return { [field.name]: percentageSchema };
    case 'reference':
      return { [field.name]: ZId };
    case 'choice':
      return { [field.name]: choiceSchema(field) };
    case 'yesNo':
      return { [field.name]: z.boolean({ error: 'validation.required' }) };
    case 'date':
      return { [`${field.name}Ad`]: ZIsoDate, [`${field.name}Bs`]: ZBsDateText };
  }
}

/** Optional fields accept '', null or a missing value, all kept as null. */
function optional(schema: z.ZodType) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : value,
    schema.nullable(),
  );
}

/** The B.S. and A.D. halves of every date name the same day; some days may not be in future. */
function dateRules(fields: readonly RecordField[]): RecordRule[] {
  return fields
    .filter((field) => field.kind === 'date')
    .flatMap((field) => {
      const ad = `${field.name}Ad`;
      const bs = `${field.name}Bs`;
      const rules: RecordRule[] = [
        {
          path: bs,
          reads: [ad, bs],
          message: 'validation.bsAdMismatch',
          holds: (v) => v[ad] == null || v[bs] == null || bsToAd(String(v[bs])) === v[ad],
        },
      ];
      if (field.notFuture)
        rules.push({
          path: ad,
          reads: [ad],
          message: 'validation.dateInFuture',
          holds: (v) => v[ad] == null || String(v[ad]) <= todayIso(),
        });
      return rules;
    });
}

/** `later` may not be before `earlier` (both date fields; A.D. halves compare as text). */
export function notBefore(later: string, earlier: string, message: MessageKey): RecordRule {
  const [laterAd, earlierAd] = [`${later}Ad`, `${earlier}Ad`];
  return {
    path: laterAd,
    reads: [laterAd, earlierAd],
    message,
    holds: (v) => v[laterAd] == null || v[earlierAd] == null || v[laterAd] >= v[earlierAd],
  };
}

/**
 * The schema of a section's record: its fields, then the rules between them. A rule runs only
 * when the fields it reads are valid, so a form shows every problem at once.
 */
export function recordInputSchema(fields: readonly RecordField[], rules: readonly RecordRule[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields)
    for (const [name, schema] of Object.entries(valueSchemas(field)))
      shape[name] = field.required === false ? optional(schema) : schema;
  return [...dateRules(fields), ...rules].reduce<z.ZodType<Record<string, unknown>>>(
    (schema, rule) =>
      schema.refine((value) => rule.holds(value), {
        path: [rule.path],
        error: rule.message,
        when: (payload) => objectFieldsValid(payload, [...rule.reads, rule.path]),
      }),
    z.object(shape),
  );
}

const OUTPUT_TYPES: Record<Exclude<RecordFieldKind, 'date'>, z.ZodType> = {
  letters: z.string(),
  text: z.string(),
  longText: z.string(),
  percentage: z.number(),
  reference: z.number().int(),
  choice: z.string(),
  yesNo: z.boolean(),
};

/** A file kept for a record, as the API returns it. */
export const ZRecordFile = z.object({
  fileId: z.number().int(),
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type TRecordFile = z.output<typeof ZRecordFile>;

/** A saved record: id, every field (null when optional and empty) and its files by slot. */
export function recordViewSchema(fields: readonly RecordField[], slots: readonly RecordFileSlot[]) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const field of fields) {
    const names = payloadNames(field);
    for (const name of names) {
      const type = field.kind === 'date' ? z.string() : OUTPUT_TYPES[field.kind];
      shape[name] = field.required === false ? type.nullable() : type;
    }
  }
  const files: Record<string, z.ZodType> = {};
  for (const slot of slots) files[slot.name] = ZRecordFile.nullable();
  shape.files = z.object(files);
  return z.object(shape);
}

export type TProfileRecord = { id: number; files: Record<string, TRecordFile | null> } & Record<
  string,
  unknown
>;
