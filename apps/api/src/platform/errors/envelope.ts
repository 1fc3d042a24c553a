import { z } from 'zod';
import type { BilingualMessage } from './app-error';

export const ZBilingual = z.object({ en: z.string(), ne: z.string() });

/** The response envelope of the spec, as a schema so every route documents and enforces it. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.union([z.literal(0), z.literal(1)]),
    message: ZBilingual.nullable(),
    data,
    code: z.string(),
  });
}

export const ZErrorEnvelope = envelopeOf(z.unknown());

export function ok<T>(data: T, message: BilingualMessage | null = null) {
  return { status: 1 as const, message, data, code: 'OK' };
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}
