import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageKey } from '../i18n/messages';
import { issuesOf, keysAt } from '../testing/issues';
import { ZRegistration } from './registration';

/** A candidate who may register on TODAY (2025-07-01, B.S. 2082-03-17). */
const TODAY = new Date(2025, 6, 1, 10, 0);
const VALID = {
  firstName: 'Sita',
  middleName: 'Kumari',
  lastName: 'Shrestha',
  username: 'sita_shrestha',
  dobAd: '2000-01-01',
  dobBs: '2056-09-17',
  email: 'sita@example.com',
  gender: 'female',
  genderOtherConfirmed: false,
  mobile: '9841234567',
  nationalId: '123-456-7890',
  citizenshipNumber: '27-01-75-01234',
  citizenshipIssueDateAd: '2018-05-10',
  citizenshipIssueDateBs: '2075-01-27',
  citizenshipIssueDistrictId: 27,
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(TODAY);
});
afterEach(() => vi.useRealTimers());

describe('ZRegistration', () => {
  it('accepts a complete, consistent registration', () => {
    expect(issuesOf(ZRegistration, VALID)).toEqual([]);
  });

  it('treats an empty or blank middle name as none', () => {
    expect(ZRegistration.parse({ ...VALID, middleName: '' }).middleName).toBeUndefined();
    expect(ZRegistration.parse({ ...VALID, middleName: '  ' }).middleName).toBeUndefined();
    const { middleName: _omitted, ...withoutMiddle } = VALID;
    expect(ZRegistration.safeParse(withoutMiddle).success).toBe(true);
    expect(keysAt(ZRegistration, { ...VALID, middleName: 5 }, 'middleName')).toEqual([
      'validation.invalid',
    ]);
  });

  type Case = {
    rule: string;
    ok: Partial<typeof VALID>;
    bad: Record<string, unknown>;
    path: string;
    key: MessageKey;
  };
  const CASES: Case[] = [
    {
      rule: 'first name required',
      ok: {},
      bad: { firstName: '' },
      path: 'firstName',
      key: 'validation.required',
    },
    {
      rule: 'first name English',
      ok: {},
      bad: { firstName: 'सीता' },
      path: 'firstName',
      key: 'validation.englishLettersOnly',
    },
    {
      rule: 'middle name English when given',
      ok: { middleName: 'Devi' },
      bad: { middleName: 'Devi2' },
      path: 'middleName',
      key: 'validation.englishLettersOnly',
    },
    {
      rule: 'middle name at most 30',
      ok: { middleName: 'K'.repeat(30) },
      bad: { middleName: 'K'.repeat(31) },
      path: 'middleName',
      key: 'validation.maxLength30',
    },
    {
      rule: 'last name required',
      ok: {},
      bad: { lastName: undefined },
      path: 'lastName',
      key: 'validation.required',
    },
    {
      rule: 'last name at most 30',
      ok: {},
      bad: { lastName: 'S'.repeat(31) },
      path: 'lastName',
      key: 'validation.maxLength30',
    },
    {
      rule: 'username characters',
      ok: {},
      bad: { username: 'sita!' },
      path: 'username',
      key: 'validation.usernameChars',
    },
    {
      rule: 'date of birth required',
      ok: {},
      bad: { dobAd: '' },
      path: 'dobAd',
      key: 'validation.required',
    },
    {
      rule: 'B.S. date of birth valid',
      ok: {},
      bad: { dobBs: '2056-09-31' },
      path: 'dobBs',
      key: 'validation.bsDate',
    },
    {
      rule: 'e-mail valid',
      ok: {},
      bad: { email: 'sita' },
      path: 'email',
      key: 'validation.email',
    },
    {
      rule: 'gender required',
      ok: {},
      bad: { gender: '' },
      path: 'gender',
      key: 'validation.required',
    },
    {
      rule: 'Other needs confirmation',
      ok: { gender: 'other', genderOtherConfirmed: true },
      bad: { gender: 'other', genderOtherConfirmed: false },
      path: 'genderOtherConfirmed',
      key: 'validation.genderOtherConfirm',
    },
    {
      rule: 'mobile valid',
      ok: {},
      bad: { mobile: '12345' },
      path: 'mobile',
      key: 'validation.mobile',
    },
    {
      rule: 'national ID pattern',
      ok: {},
      bad: { nationalId: '123456-7890' },
      path: 'nationalId',
      key: 'validation.nationalId',
    },
    {
      rule: 'citizenship number required',
      ok: {},
      bad: { citizenshipNumber: '' },
      path: 'citizenshipNumber',
      key: 'validation.required',
    },
    {
      rule: 'issue date required',
      ok: {},
      bad: { citizenshipIssueDateAd: undefined },
      path: 'citizenshipIssueDateAd',
      key: 'validation.required',
    },
    {
      rule: 'issue district required',
      ok: { citizenshipIssueDistrictId: 1 },
      bad: { citizenshipIssueDistrictId: '' },
      path: 'citizenshipIssueDistrictId',
      key: 'validation.required',
    },
    {
      rule: 'birth dates are the same day',
      ok: {},
      bad: { dobBs: '2056-09-18' },
      path: 'dobBs',
      key: 'validation.bsAdMismatch',
    },
    {
      rule: 'issue dates are the same day',
      ok: {},
      bad: { citizenshipIssueDateBs: '2075-01-26' },
      path: 'citizenshipIssueDateBs',
      key: 'validation.bsAdMismatch',
    },
    {
      rule: 'at least 18 (A.D.)',
      ok: { dobAd: '2007-07-01', dobBs: '2064-03-17' }, // 18 today
      bad: { dobAd: '2007-07-02', dobBs: '2064-03-18' }, // 18 tomorrow
      path: 'dobAd',
      key: 'validation.ageMin18',
    },
    {
      rule: 'at least 18 (B.S.)',
      ok: { dobAd: '2007-07-01', dobBs: '2064-03-17' },
      bad: { dobAd: '2007-07-02', dobBs: '2064-03-18' },
      path: 'dobBs',
      key: 'validation.ageMin18',
    },
    {
      rule: 'B.S. age below 58',
      ok: {
        dobAd: '1967-07-02',
        dobBs: '2024-03-18',
        citizenshipIssueDateAd: '1990-01-01',
        citizenshipIssueDateBs: '2046-09-17',
      },
      bad: {
        dobAd: '1967-07-01',
        dobBs: '2024-03-17',
        citizenshipIssueDateAd: '1990-01-01',
        citizenshipIssueDateBs: '2046-09-17',
      },
      path: 'dobBs',
      key: 'validation.ageMaxBs58',
    },
    {
      rule: 'issued on or after birth',
      ok: { citizenshipIssueDateAd: '2000-01-01', citizenshipIssueDateBs: '2056-09-17' },
      bad: { citizenshipIssueDateAd: '1999-12-31', citizenshipIssueDateBs: '2056-09-16' },
      path: 'citizenshipIssueDateAd',
      key: 'validation.issueBeforeBirth',
    },
    {
      rule: 'issue date not in the future',
      ok: { citizenshipIssueDateAd: '2025-07-01', citizenshipIssueDateBs: '2082-03-17' },
      bad: { citizenshipIssueDateAd: '2025-07-02', citizenshipIssueDateBs: '2082-03-18' },
      path: 'citizenshipIssueDateAd',
      key: 'validation.dateInFuture',
    },
  ];

  it.each(CASES)('$rule: reports $key on $path', ({ ok, bad, path, key }) => {
    expect(issuesOf(ZRegistration, { ...VALID, ...ok })).toEqual([]);
    expect(keysAt(ZRegistration, { ...VALID, ...bad }, path)).toContain(key);
  });

  it('checks age in each calendar separately', () => {
    // On 2024-01-01 someone born 2006-01-01 is 18 by A.D. but, born 2062-09-17 and counted
    // to 2080-09-16, still 17 by B.S.; the next case is the other way round.
    vi.setSystemTime(new Date(2024, 0, 1, 12));
    const adOnly = issuesOf(ZRegistration, { ...VALID, dobAd: '2006-01-01', dobBs: '2062-09-17' });
    expect(adOnly).toEqual([['dobBs', 'validation.ageMin18']]);

    vi.setSystemTime(new Date(2025, 0, 14, 12));
    const bsOnly = issuesOf(ZRegistration, { ...VALID, dobAd: '2007-01-15', dobBs: '2063-10-01' });
    expect(bsOnly).toEqual([['dobAd', 'validation.ageMin18']]);
  });

  it('reads "today" at validation time', () => {
    const turnsEighteenTomorrow = { ...VALID, dobAd: '2007-07-02', dobBs: '2064-03-18' };
    expect(ZRegistration.safeParse(turnsEighteenTomorrow).success).toBe(false);
    vi.setSystemTime(new Date(2025, 6, 2, 10, 0));
    expect(ZRegistration.safeParse(turnsEighteenTomorrow).success).toBe(true);
  });

  it('shows cross-field problems even while another field is still wrong', () => {
    const issues = issuesOf(ZRegistration, {
      ...VALID,
      firstName: ' Sita',
      email: 'sita',
      gender: 'other',
      dobAd: '2010-01-01',
      dobBs: '2066-09-17',
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        ['firstName', 'validation.noEdgeSpaces'],
        ['email', 'validation.email'],
        ['genderOtherConfirmed', 'validation.genderOtherConfirm'],
        ['dobAd', 'validation.ageMin18'],
      ]),
    );
  });

  it('skips a cross-field rule whose own fields are invalid', () => {
    const issues = issuesOf(ZRegistration, { ...VALID, dobBs: '2056-13-01' });
    expect(issues).toEqual([['dobBs', 'validation.bsDate']]);
  });

  it('normalises Devanagari digits in dates and numbers', () => {
    const parsed = ZRegistration.parse({ ...VALID, dobBs: '२०५६-०९-१७', mobile: '९८४१२३४५६७' });
    expect(parsed.dobBs).toBe('2056-09-17');
    expect(parsed.mobile).toBe('9841234567');
  });
});
