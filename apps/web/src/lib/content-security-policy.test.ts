import { describe, expect, it, vi } from 'vitest';

describe('zod under the Content-Security-Policy', () => {
  it('never tries to compile a parser with new Function once the policy module has run', async () => {
    await import('./content-security-policy');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);

    const { z } = await import('zod');
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: 'Sita', age: 30 })).toEqual({ name: 'Sita', age: 30 });
    expect(compile).not.toHaveBeenCalled();
  });
});
