// The sign-in form's shared rules, fetched on the form's first touch (deferredZodResolver)
// rather than with the page: they bring zod.
export { ZLogin } from '@niyukti/shared';
