import { describe, expect, it } from 'vitest';
import { ZPersonalDetails, type TPersonalDetailsInput } from './personal';

const valid: TPersonalDetailsInput = {
  firstName: 'Anita',
  middleName: '',
  lastName: 'Gurung',
  dobAd: '1998-04-14',
  dobBs: '2055-01-01',
  gender: 'female',
  genderOtherConfirmed: false,
  citizenshipNumber: '27-01-75-01234',
  citizenshipIssueDateAd: '2016-05-01',
  citizenshipIssueDateBs: '2073-01-19',
  citizenshipIssueDistrictId: 27,
  firstNameNe: 'अनिता',
  middleNameNe: '',
  lastNameNe: 'गुरुङ',
  fatherNameEn: 'Ram Bahadur Gurung',
  fatherNameNe: 'राम बहादुर गुरुङ',
  motherNameEn: 'Sita Gurung',
  motherNameNe: 'सीता गुरुङ',
  grandfatherNameEn: 'Hari Gurung',
  grandfatherNameNe: 'हरि गुरुङ',
  spouseNameEn: '',
  spouseNameNe: '',
};

const issuesOf = (changes: Partial<TPersonalDetailsInput>) => {
  const result = ZPersonalDetails.safeParse({ ...valid, ...changes });
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('personal details', () => {
  it('accepts a complete profile; blank optional names mean none', () => {
    const parsed = ZPersonalDetails.parse(valid);
    expect(parsed.middleNameNe).toBeUndefined();
    expect(parsed.spouseNameEn).toBeUndefined();
  });

  it.each([
    ['firstNameNe', 'Anita', 'validation.nepaliOnly'],
    ['lastNameNe', 'गुरुङ Gurung', 'validation.nepaliOnly'],
    ['fatherNameNe', ' राम', 'validation.noEdgeSpaces'],
    ['firstNameNe', '', 'validation.required'],
    ['motherNameEn', 'सीता', 'validation.englishLettersOnly'],
    ['spouseNameNe', 'Ramesh', 'validation.nepaliOnly'],
  ] as const)('refuses %s = %j with %s', (field, value, message) => {
    expect(issuesOf({ [field]: value })).toContainEqual([field, message]);
  });

  it('keeps the registration rules: the B.S. and A.D. dates must be the same day', () => {
    expect(issuesOf({ dobBs: '2055-01-02' })).toContainEqual(['dobBs', 'validation.bsAdMismatch']);
  });
});
