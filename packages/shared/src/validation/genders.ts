// Apart from fields.ts, which builds zod schemas when loaded: the web's gender radios need the
// values on pages that fetch their rules later (deferredZodResolver).
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
