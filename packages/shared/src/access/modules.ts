// Back-office modules (menu areas) that roles are given (back-office.md §3 "Module").
import { z } from 'zod';
import { requiredString } from '../validation/fields';

const optionalText = (max: 100 | 500) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, max === 100 ? 'validation.maxLength100' : 'validation.maxLength500')
    .default('');

/**
 * A module an administrator adds: `title` and `description` in English, with their Nepali
 * (shown in English where left empty). The modules of the privilege codes come with the database.
 */
export const ZCreateModule = z.object({
  title: requiredString({ trim: true }).max(100, 'validation.maxLength100'),
  titleNe: optionalText(100),
  description: optionalText(500),
  descriptionNe: optionalText(500),
});
export type TCreateModule = z.output<typeof ZCreateModule>;

/** GET /api/internal/modules?search= (search by name). */
export const ZModuleQuery = z.object({
  search: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string({ error: 'validation.invalid' }).max(100, 'validation.maxLength100').optional(),
  ),
});
export type TModuleQuery = z.output<typeof ZModuleQuery>;

export const ZModule = z.object({
  id: z.number().int(),
  /** The privilege code whose area this is; null for a module an administrator added. */
  code: z.string().nullable(),
  title: z.string(),
  titleNe: z.string(),
  description: z.string(),
  descriptionNe: z.string(),
});
export type TModule = z.output<typeof ZModule>;
