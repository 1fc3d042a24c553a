// The fields master-data records are made of, and the one function that turns a list of them
// into the zod schema both the API (request body) and the admin form (resolver) use. Rules of
// back-office.md §5: names required in both languages without surrounding spaces, numeric fields
// digits only and at most 15, a centre's capacity at least 1.
import { z } from 'zod';
import { toLatinDigits } from '../digits/devanagari';
import type { LocalizedText, MessageKey } from '../i18n/messages';
import { ZPageQuery } from '../api/envelope';
import { isNepaliText, requiredString, unlessEmpty, ZEmail, ZId } from '../validation/fields';

export type MasterFieldKind =
  | 'nameEn' // an English name: no surrounding spaces, at most 200 characters
  | 'nameNe' // a Nepali name: the same, in Devanagari (no Latin letters)
  | 'text' // free text (an address, a contact person), at most 200 characters
  | 'code' // a short code (class code, quota code): letters, digits, - and _
  | 'digits' // a number kept as text (a phone, an employee number): digits only, at most 15
  | 'count' // a whole number (capacity, wards, share in percent) within min..max
  | 'rupees' // an amount in whole rupees, stored as paisa
  | 'email'
  | 'flag' // yes or no
  | 'fiscalYear' // B.S. fiscal year `YYYY-YY`, e.g. 2082-83
  | 'choice' // one of a fixed set of values (`options`), stored as the value's code
  | 'reference'; // the id of a record of another master-data entity

/** One value a 'choice' field offers: its stored code and its name for people. */
export interface MasterChoice {
  readonly value: string;
  readonly label: LocalizedText;
}

export interface MasterField {
  /** Property name in payloads and records (camelCase). */
  readonly name: string;
  readonly label: LocalizedText;
  readonly kind: MasterFieldKind;
  /** Optional fields may be left empty (null); every field is required unless this is false. */
  readonly required?: boolean;
  /** For 'reference': the entity whose record this field names. */
  readonly reference?: string;
  /** For 'count': the bounds, with the message shown below `min`. */
  readonly min?: number;
  readonly max?: number;
  readonly minMessage?: MessageKey;
  /** For 'choice': the values it offers, in the order shown. */
  readonly options?: readonly MasterChoice[];
}

const noEdgeSpaces = (value: string) => value === value.trim();
const MAX_DIGITS = 15;

function nameSchema(kind: 'nameEn' | 'nameNe' | 'text') {
  let schema = requiredString()
    .refine(noEdgeSpaces, 'validation.noEdgeSpaces')
    .max(200, 'validation.maxLength200');
  if (kind === 'nameNe') schema = schema.refine(unlessEmpty(isNepaliText), 'validation.nepaliOnly');
  return schema;
}

const digitsSchema = requiredString({ trim: true, latinDigits: true })
  .refine(
    unlessEmpty((value) => /^\d+$/.test(value)),
    'validation.digitsOnly',
  )
  .refine((value) => value.length <= MAX_DIGITS, 'validation.maxDigits15');

/** A whole number typed as text (Devanagari digits too) or sent as a number. */
/**
 * The largest amount in rupees: kept as paisa in a 32-bit column, which holds 21,474,836 rupees;
 * no fee comes near a million, so anything above is a typing slip (and not a database error).
 */
export const MAX_RUPEES = 1_000_000;
const INT_MAX = 2_147_483_647;

function countSchema(field: MasterField) {
  const min = field.min ?? 0;
  const max = field.max ?? (field.kind === 'rupees' ? MAX_RUPEES : INT_MAX);
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value !== 'string') return value;
      const text = toLatinDigits(value.trim());
      return /^\d{1,15}$/.test(text) ? Number(text) : text;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'validation.required' : 'validation.digitsOnly',
      })
      .int('validation.digitsOnly')
      .min(min, field.minMessage ?? 'validation.tooSmall')
      .max(max, 'validation.tooLarge'),
  );
}

/** `YYYY-YY` where YY is the year after YYYY (2082-83, 2099-00), in Latin digits. */
export function isFiscalYearText(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

const fiscalYearSchema = requiredString({ trim: true, latinDigits: true }).refine(
  unlessEmpty(isFiscalYearText),
  'validation.fiscalYear',
);

const codeSchema = requiredString({ trim: true })
  .refine(
    unlessEmpty((value) => /^[A-Za-z0-9_-]+$/.test(value)),
    'validation.codeChars',
  )
  .max(40, 'validation.maxLength40');

function choiceSchema(field: MasterField) {
  const values = (field.options ?? []).map((option) => option.value);
  return z
    .string({ error: 'validation.required' })
    .refine((value) => value !== '', 'validation.required')
    .refine((value) => value === '' || values.includes(value), 'validation.invalid');
}

function valueSchema(field: MasterField): z.ZodType {
  switch (field.kind) {
    case 'nameEn':
    case 'nameNe':
    case 'text':
      return nameSchema(field.kind);
    case 'code':
      return codeSchema;
    case 'digits':
      return digitsSchema;
    case 'count':
    case 'rupees':
      return countSchema(field);
    case 'email':
      return ZEmail;
    case 'flag':
      return z.boolean({ error: 'validation.required' });
    case 'fiscalYear':
      return fiscalYearSchema;
    case 'choice':
      return choiceSchema(field);
    case 'reference':
      return ZId;
  }
}

/** Optional fields accept '', null or a missing value, all stored as null. */
function optional(schema: z.ZodType) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    schema.nullable(),
  );
}

/** The request body of a master-data record: its fields plus its status. */
export function masterInputSchema(fields: readonly MasterField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields)
    shape[field.name] =
      field.required === false ? optional(valueSchema(field)) : valueSchema(field);
  shape.active = z.boolean({ error: 'validation.required' });
  return z.object(shape);
}

const OUTPUT_TYPES: Record<MasterFieldKind, z.ZodType> = {
  nameEn: z.string(),
  nameNe: z.string(),
  text: z.string(),
  code: z.string(),
  digits: z.string(),
  count: z.number(),
  rupees: z.number(),
  email: z.string(),
  flag: z.boolean(),
  fiscalYear: z.string(),
  choice: z.string(),
  reference: z.number(),
};

/** A stored record as the API returns it: id, status and every field. */
export function masterRecordSchema(fields: readonly MasterField[]) {
  const shape: Record<string, z.ZodType> = { id: z.number().int(), active: z.boolean() };
  for (const field of fields)
    shape[field.name] =
      field.required === false ? OUTPUT_TYPES[field.kind].nullable() : OUTPUT_TYPES[field.kind];
  return z.object(shape);
}

export type TMasterRecord = { id: number; active: boolean } & Record<
  string,
  string | number | boolean | null
>;

export const MASTER_STATUSES = ['active', 'inactive', 'all'] as const;
export type MasterStatus = (typeof MASTER_STATUSES)[number];

/**
 * GET /api/internal/master-data/<entity>?status&search&parentId&page&pageSize&sort: the admin
 * list, searched by name in either language and narrowed to one parent (a province's districts).
 */
export const ZMasterListQuery = ZPageQuery.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(MASTER_STATUSES, { error: 'validation.invalid' }).default('all'),
  ),
  parentId: z.preprocess((value) => (value === '' ? undefined : value), ZId.optional()),
});
export type TMasterListQuery = z.output<typeof ZMasterListQuery>;

/** GET /api/public/master-data/<entity>?parentId: the active records, for selects. */
export const ZMasterOptionsQuery = z.object({
  parentId: z.preprocess((value) => (value === '' ? undefined : value), ZId.optional()),
});
