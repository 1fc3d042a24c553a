import { describe, expect, it } from 'vitest';
import { MESSAGES, isMessageKey, messageOf } from './messages';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('MESSAGES', () => {
  it.each(Object.entries(MESSAGES))('%s has English and Nepali text', (_key, text) => {
    expect(text.en.trim()).not.toBe('');
    expect(text.ne.trim()).not.toBe('');
    expect(text.ne).toMatch(DEVANAGARI);
    expect(text.ne).not.toBe(text.en);
  });

  it("keeps the spec's exact English texts", () => {
    expect(MESSAGES['validation.passwordSameAsOld'].en).toBe('New and Old Password are same');
    expect(MESSAGES['validation.nepaliOnly'].en).toBe('please enter in Nepali');
    expect(MESSAGES['client.sessionExpired'].en).toBe('Your session has expired.');
    expect(MESSAGES['client.timeout'].en).toBe(
      'Server is taking too long to respond, please try again in sometime!',
    );
  });

  it('writes numbers in Nepali text with Devanagari digits', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      // Latin digits may appear only inside format examples such as (0-9) or YYYY-MM-DD.
      const withoutExamples = text.ne.replace(/\([^)]*\)|[A-Z]{2,}[-A-Z]*|0-9|a-z|A-Z/g, '');
      expect(withoutExamples, key).not.toMatch(/[0-9]/);
    }
  });

  it('falls back to a generic text for an unknown key', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(messageOf('validation.nope')).toBe(MESSAGES['validation.invalid']);
    expect(messageOf('error.NOT_FOUND')).toBe(MESSAGES['error.NOT_FOUND']);
  });
});
