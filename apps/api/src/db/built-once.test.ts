import { describe, expect, it, vi } from 'vitest';
import type { Executor } from './client';
import { builtOnce } from './built-once';

describe('builtOnce', () => {
  it('builds a statement once for each executor, and again for another', () => {
    const build = vi.fn((executor: Executor) => ({ for: executor }));
    const statementFor = builtOnce(build);
    const database = {} as Executor;
    const transaction = {} as Executor;

    const first = statementFor(database);
    expect(statementFor(database)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    expect(statementFor(transaction)).toEqual({ for: transaction });
    expect(statementFor(transaction)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
