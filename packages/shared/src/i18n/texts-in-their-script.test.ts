import { expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '../audit/audit-actions';
import { MESSAGES } from './messages';

// Issue 19: a Nepali text writes its numbers in Devanagari digits. The page check reads what a
// page shows, but an error message shows only when something goes wrong, so the crawl never
// sees most of them: every message and label of shared is read here instead. What fills a
// placeholder ({min}, {date}) is formatted for the language where it is filled in.
const withoutPlaceholders = (text: string) => text.replace(/\{[^}]*\}/g, '');

it('writes no Latin digit in a Nepali message or label', () => {
  const texts = { ...MESSAGES, ...AUDIT_ACTION_LABELS };
  const latin = Object.entries(texts)
    .filter(([, text]) => /[0-9]/.test(withoutPlaceholders(text.ne)))
    .map(([key, text]) => `${key}: ${text.ne}`);
  expect(latin).toEqual([]);
});

it('writes no Devanagari in an English message or label', () => {
  const texts = { ...MESSAGES, ...AUDIT_ACTION_LABELS };
  const devanagari = Object.entries(texts)
    .filter(([, text]) => /[\u0900-\u097F]/.test(text.en))
    .map(([key, text]) => `${key}: ${text.en}`);
  expect(devanagari).toEqual([]);
});
