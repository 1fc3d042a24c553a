// Back-office modules (menu areas) that roles are given (back-office.md §3 "Module").
import { z } from 'zod';
import { requiredString } from '../validation/fields';

export const ZCreateModule = z.object({
  title: requiredString({ trim: true }).max(100, 'validation.maxLength100'),
  description: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(500, 'validation.maxLength500')
    .default(''),
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
  title: z.string(),
  description: z.string(),
});
export type TModule = z.output<typeof ZModule>;
