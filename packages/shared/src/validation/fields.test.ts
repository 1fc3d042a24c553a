import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { keysAt } from '../testing/issues';
import {
  ZBsDateText,
  ZCitizenshipNumber,
  ZEmail,
  ZEnglishName,
  ZGender,
  ZId,
  ZIsoDate,
  ZMobile,
  ZNationalId,
  ZNewPassword,
  ZUsername,
} from './fields';

/** One rule of one field: a value that keeps it, a value that breaks it, and the key reported. */
type RuleCase = { rule: string; ok: unknown; bad: unknown; key: MessageKey };

const FIELD_RULES: Array<[string, z.ZodType, RuleCase[]]> = [
  [
    'ZEnglishName',
    ZEnglishName,
    [
      { rule: 'required', ok: 'Sita', bad: '', key: 'validation.required' },
      { rule: 'required (missing)', ok: 'Sita', bad: undefined, key: 'validation.required' },
      {
        rule: 'English letters only',
        ok: 'Sita',
        bad: 'सीता',
        key: 'validation.englishLettersOnly',
      },
      { rule: 'no digits', ok: 'Ram', bad: 'Ram2', key: 'validation.englishLettersOnly' },
      {
        rule: 'spaces inside allowed',
        ok: 'Ram Bahadur',
        bad: 'Ram-Bahadur',
        key: 'validation.englishLettersOnly',
      },
      { rule: 'no leading space', ok: 'Ram', bad: ' Ram', key: 'validation.noEdgeSpaces' },
      { rule: 'no trailing space', ok: 'Ram', bad: 'Ram ', key: 'validation.noEdgeSpaces' },
      {
        rule: 'at most 30',
        ok: 'A'.repeat(30),
        bad: 'A'.repeat(31),
        key: 'validation.maxLength30',
      },
    ],
  ],
  [
    'ZUsername',
    ZUsername,
    [
      { rule: 'required', ok: 'ram_01', bad: '', key: 'validation.required' },
      {
        rule: 'letters, digits, - and _',
        ok: 'ram-kc_01',
        bad: 'ram.kc',
        key: 'validation.usernameChars',
      },
      { rule: 'no spaces', ok: 'ramkc', bad: 'ram kc', key: 'validation.usernameChars' },
      {
        rule: 'at most 30',
        ok: 'u'.repeat(30),
        bad: 'u'.repeat(31),
        key: 'validation.maxLength30',
      },
    ],
  ],
  [
    'ZEmail',
    ZEmail,
    [
      { rule: 'required', ok: 'sita@example.com', bad: '', key: 'validation.required' },
      { rule: 'valid address', ok: 'sita@example.com', bad: 'sita@', key: 'validation.email' },
      { rule: 'domain needed', ok: 'a@b.np', bad: 'sita.example.com', key: 'validation.email' },
      {
        rule: 'at most 100',
        ok: `${'a'.repeat(88)}@example.com`,
        bad: `${'a'.repeat(89)}@example.com`,
        key: 'validation.maxLength100',
      },
    ],
  ],
  [
    'ZMobile',
    ZMobile,
    [
      { rule: 'required', ok: '9841234567', bad: '', key: 'validation.required' },
      { rule: '10 digits', ok: '9801234567', bad: '980123456', key: 'validation.mobile' },
      { rule: 'not 11 digits', ok: '9611234567', bad: '98012345678', key: 'validation.mobile' },
      { rule: 'starts 96/97/98', ok: '9721234567', bad: '9512345678', key: 'validation.mobile' },
      { rule: 'no landlines', ok: '9851234567', bad: '0141234567', key: 'validation.mobile' },
      { rule: 'digits only', ok: '९८४१२३४५६७', bad: '98412-3456', key: 'validation.mobile' },
    ],
  ],
  [
    'ZNationalId',
    ZNationalId,
    [
      { rule: 'required', ok: '123-456-7890', bad: '', key: 'validation.required' },
      { rule: 'XXX-XXX-XXXX', ok: '123-456-7890', bad: '1234567890', key: 'validation.nationalId' },
      {
        rule: 'digits only',
        ok: '१२३-४५६-७८९०',
        bad: '12a-456-7890',
        key: 'validation.nationalId',
      },
      {
        rule: 'group lengths',
        ok: '000-000-0001',
        bad: '123-4567-890',
        key: 'validation.nationalId',
      },
    ],
  ],
  [
    'ZCitizenshipNumber',
    ZCitizenshipNumber,
    [
      { rule: 'required', ok: '27-01-75-01234', bad: '', key: 'validation.required' },
      {
        rule: 'digits, - and /',
        ok: '1234/056',
        bad: '27 01 75',
        key: 'validation.citizenshipNumber',
      },
      { rule: 'letters refused', ok: '12345', bad: 'KTM-123', key: 'validation.citizenshipNumber' },
      { rule: 'needs a digit', ok: '1-/', bad: '--/', key: 'validation.citizenshipNumber' },
      {
        rule: 'at most 30',
        ok: '1'.repeat(30),
        bad: '1'.repeat(31),
        key: 'validation.maxLength30',
      },
    ],
  ],
  [
    'ZGender',
    ZGender,
    [
      { rule: 'required', ok: 'female', bad: '', key: 'validation.required' },
      { rule: 'required (missing)', ok: 'male', bad: undefined, key: 'validation.required' },
      { rule: 'one of male/female/other', ok: 'other', bad: 'Female', key: 'validation.gender' },
    ],
  ],
  [
    'ZIsoDate',
    ZIsoDate,
    [
      { rule: 'required', ok: '2000-01-01', bad: '', key: 'validation.required' },
      { rule: 'YYYY-MM-DD', ok: '2000-01-01', bad: '01/01/2000', key: 'validation.isoDate' },
      { rule: 'real day', ok: '2024-02-29', bad: '2023-02-29', key: 'validation.isoDate' },
    ],
  ],
  [
    'ZBsDateText',
    ZBsDateText,
    [
      { rule: 'required', ok: '2056-09-17', bad: '', key: 'validation.required' },
      { rule: 'YYYY-MM-DD', ok: '2056-09-17', bad: '17/09/2056', key: 'validation.bsDate' },
      {
        rule: 'day within the month',
        ok: '2081-01-31',
        bad: '2081-01-32',
        key: 'validation.bsDate',
      },
      { rule: 'years 2000–2090', ok: '2090-01-01', bad: '2091-01-01', key: 'validation.bsDate' },
    ],
  ],
  [
    'ZNewPassword',
    ZNewPassword,
    [
      { rule: 'required', ok: 'Abcdefg1', bad: '', key: 'validation.required' },
      { rule: 'at least 8', ok: 'Abcdefg1', bad: 'Abcdef1', key: 'validation.passwordTooShort' },
      {
        rule: 'an uppercase letter',
        ok: 'Abcdefg1',
        bad: 'abcdefg1',
        key: 'validation.passwordNeedsUpper',
      },
      {
        rule: 'a lowercase letter',
        ok: 'Abcdefg1',
        bad: 'ABCDEFG1',
        key: 'validation.passwordNeedsLower',
      },
      { rule: 'a digit', ok: 'Abcdefg1', bad: 'Abcdefgh', key: 'validation.passwordNeedsDigit' },
      {
        rule: 'at most 128',
        ok: `Ab1${'x'.repeat(125)}`,
        bad: `Ab1${'x'.repeat(126)}`,
        key: 'validation.maxLength128',
      },
    ],
  ],
  [
    'ZId',
    ZId,
    [
      { rule: 'required', ok: 7, bad: '', key: 'validation.required' },
      { rule: 'required (null)', ok: '7', bad: null, key: 'validation.required' },
      { rule: 'a number', ok: '12', bad: 'abc', key: 'validation.id' },
      { rule: 'positive', ok: 1, bad: 0, key: 'validation.id' },
      { rule: 'whole', ok: 3, bad: 2.5, key: 'validation.id' },
      { rule: 'fits an integer column', ok: '2147483647', bad: '2147483648', key: 'validation.id' },
    ],
  ],
];

describe.each(FIELD_RULES)('%s', (_name, schema, rules) => {
  it.each(rules)('$rule: $ok passes, $bad reports $key', ({ ok, bad, key }) => {
    expect(schema.safeParse(ok).success).toBe(true);
    expect(keysAt(schema, bad, '')[0]).toBe(key);
  });
});

describe('an empty field reports only that it is required', () => {
  it.each([ZEnglishName, ZUsername, ZEmail, ZMobile, ZNationalId, ZNewPassword, ZBsDateText])(
    'schema %#',
    (schema) => {
      expect(keysAt(schema, '', '')).toEqual(['validation.required']);
    },
  );
});

describe('normalisation', () => {
  it('lower-cases and trims e-mail addresses', () => {
    expect(ZEmail.parse('  Sita@Example.COM ')).toBe('sita@example.com');
  });

  it('stores numbers typed in Devanagari digits in Latin digits', () => {
    expect(ZMobile.parse('९८४१२३४५६७')).toBe('9841234567');
    expect(ZNationalId.parse('१२३-४५६-७८९०')).toBe('123-456-7890');
    expect(ZCitizenshipNumber.parse('२७-०१-७५/१२३')).toBe('27-01-75/123');
    expect(ZBsDateText.parse('२०५६-०९-१७')).toBe('2056-09-17');
    expect(ZIsoDate.parse('२०००-०१-०१')).toBe('2000-01-01');
  });

  it('coerces ids from text', () => {
    expect(ZId.parse('42')).toBe(42);
  });
});
