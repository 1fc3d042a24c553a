// The registration form's shared rules, fetched on the form's first touch (deferredZodResolver)
// rather than with the page: they bring zod.
export { ZRegistration } from '@niyukti/shared';
