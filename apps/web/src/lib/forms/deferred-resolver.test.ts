import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { deferredZodResolver } from './deferred-resolver';

const ZName = z.object({ name: z.string().trim().min(2, 'validation.tooShort') });
type Name = z.input<typeof ZName>;
const OPTIONS = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<Name>;

describe('deferredZodResolver', () => {
  it('checks with the schema once fetched, fetching it once for every validation', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(ZName));
    const resolver = deferredZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const wrong = await resolver({ name: 'a' }, undefined, OPTIONS);
    expect(wrong.errors.name?.message).toBe('validation.tooShort');
    const right = await resolver({ name: ' Sita ' }, undefined, OPTIONS);
    expect(right).toEqual({ values: { name: 'Sita' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('starts the fetch on preload, before any validation', () => {
    const loadSchema = vi.fn(() => Promise.resolve(ZName));
    deferredZodResolver(loadSchema).preload();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('passes the form on to the server when the rules cannot be fetched, and tries again next time', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof ZName>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(ZName);
    const resolver = deferredZodResolver(loadSchema);

    const offline = await resolver({ name: 'a' }, undefined, OPTIONS);
    expect(offline).toEqual({ values: { name: 'a' }, errors: {} });
    const online = await resolver({ name: 'a' }, undefined, OPTIONS);
    expect(online.errors.name?.message).toBe('validation.tooShort');
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
