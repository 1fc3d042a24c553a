import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { placeServerErrors } from './server-errors';

const refused = (code: string, issues: { path: string | (string | number)[]; message: string }[]) =>
  new ApiError({ kind: 'http', status: 400, code, message: 'refused', data: { issues } });

describe('placeServerErrors', () => {
  it('places issues by full path or by their field, the first per field, focusing the first', () => {
    const setError = vi.fn();
    placeServerErrors(
      refused('VALIDATION_FAILED', [
        { path: 'permanent.wardNo', message: 'validation.wardNotInLocalBody' },
        { path: ['roleIds', 0], message: 'validation.id' },
        { path: 'roleIds', message: 'validation.required' },
        { path: 'unknown', message: 'validation.invalid' },
      ]),
      setError,
      ['permanent.wardNo', 'roleIds'],
    );
    expect(setError.mock.calls).toEqual([
      [
        'permanent.wardNo',
        { type: 'server', message: 'validation.wardNotInLocalBody' },
        { shouldFocus: true },
      ],
      ['roleIds', { type: 'server', message: 'validation.id' }, { shouldFocus: false }],
    ]);
  });

  it('puts a code that names one field under it, and ignores what is not an API error', () => {
    const setError = vi.fn();
    placeServerErrors(refused('DUPLICATE_USERNAME', []), setError, ['username'], {
      DUPLICATE_USERNAME: 'username',
    });
    placeServerErrors(new Error('offline'), setError, ['username']);
    expect(setError.mock.calls).toEqual([
      ['username', { type: 'server', message: 'error.DUPLICATE_USERNAME' }, { shouldFocus: true }],
    ]);
  });
});
