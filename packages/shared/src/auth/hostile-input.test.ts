import { describe, expect, it } from 'vitest';
import { ZChangePassword } from './change-password';
import { ZLogin } from './login';
import { ZRegistration } from './registration';

// Cross-field rules must fail, never throw, whatever arrives instead of an object.
describe.each([
  ['ZRegistration', ZRegistration],
  ['ZChangePassword', ZChangePassword],
  ['ZLogin', ZLogin],
])('%s on input that is not a form', (_name, schema) => {
  it.each([null, undefined, [], 'text', 42, true, { gender: 'other' }])(
    'refuses %j without throwing',
    (input) => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
    },
  );
});
