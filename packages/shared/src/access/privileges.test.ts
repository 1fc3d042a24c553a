import { describe, expect, it } from 'vitest';
import { PRIVILEGE_CODES, PRIVILEGE_DESCRIPTIONS, isPrivilegeCode } from './privileges';

describe('privilege codes', () => {
  it('are the 24 codes of back-office.md §6, each described in both languages', () => {
    expect(PRIVILEGE_CODES).toHaveLength(24);
    expect(new Set(PRIVILEGE_CODES).size).toBe(24);
    expect(Object.keys(PRIVILEGE_DESCRIPTIONS).sort()).toEqual([...PRIVILEGE_CODES].sort());
    for (const code of PRIVILEGE_CODES) {
      expect(PRIVILEGE_DESCRIPTIONS[code].en, code).not.toBe('');
      expect(PRIVILEGE_DESCRIPTIONS[code].ne, code).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('recognises a code', () => {
    expect(isPrivilegeCode('SC')).toBe(true);
    expect(isPrivilegeCode('sc')).toBe(false);
  });
});
