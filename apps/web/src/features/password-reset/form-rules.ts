// The shared rules of the forgot and reset forms, fetched on a form's first touch
// (deferredZodResolver) rather than with the pages: they bring zod.
export { ZForgotPassword, ZResetPassword } from '@niyukti/shared';
