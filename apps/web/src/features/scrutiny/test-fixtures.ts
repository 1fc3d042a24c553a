import type { TCandidateDetails, TScrutinyRow } from '@niyukti/shared';
import { anApplication } from '../../test/fixtures';

/** A form as the scrutiny list answers it; tests override what they are about. */
export function aScrutinyRow(overrides: Partial<TScrutinyRow> = {}): TScrutinyRow {
  return {
    ...anApplication({
      id: 42,
      advertisementId: 1,
      advertisementCode: 'ADV-2082-001',
      paymentStatus: 'paid',
    }),
    masterId: 100007,
    candidateName: 'Sita Sharma',
    classEn: 'Gazetted Third Class',
    classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
    totalApplied: 3,
    appliedToday: 1,
    voucher: null,
    ...overrides,
  };
}

export const A_VOUCHER: NonNullable<TScrutinyRow['voucher']> = {
  voucherNumber: '012345AB',
  bankEn: 'Nabil Bank',
  bankNe: 'नबिल बैंक',
  status: 'approved',
  uploadedAt: '2025-11-20T05:00:00.000Z',
  fileId: 77,
};

const picture = (fileId: number) => ({ fileId, contentType: 'image/jpeg' });

/** The candidate details of form 42 (Sita Sharma, master id 100007): 2 of 5 pending forms. */
export function candidateDetails(overrides: Partial<TCandidateDetails> = {}): TCandidateDetails {
  return {
    application: aScrutinyRow({ voucher: A_VOUCHER }),
    candidate: {
      masterId: 100007,
      name: 'Sita Sharma',
      gender: 'female',
      dobAd: '2000-04-14',
      dobBs: '2057-01-02',
      mobile: '9841000001',
      email: 'sita@example.com',
      citizenshipNumber: '27-01-75-01234',
    },
    snapshot: { takenAt: '2026-11-20T04:15:00.000Z', profileChangedSince: false },
    checks: {
      age: {
        advertisementId: 1,
        eligible: true,
        reason: 'ok',
        calendar: 'bs',
        age: { years: 26, months: 7, days: 27 },
        ageAd: { years: 26, months: 8, days: 1 },
        ageBs: { years: 26, months: 7, days: 27 },
        dobAd: '2000-04-14',
        dobBs: '2057-01-02',
        cutOffAd: '2026-12-15',
        cutOffBs: '2083-08-29',
        rule: {
          id: 5,
          gender: 'female',
          minAge: 18,
          maxAge: 40,
          forDisabled: false,
          forInternal: false,
          active: true,
          description: { en: 'Women: 18 to 40 years', ne: 'महिला: १८ देखि ४० वर्ष' },
        },
        candidate: { gender: 'female', disabled: false, internal: false },
        explanation: {
          en: 'Aged 26 years on the cut-off date: within 18 to 40.',
          ne: 'उमेर गणना गर्ने मितिमा २६ वर्ष: १८ देखि ४० भित्र।',
        },
      },
      qualification: {
        eligible: false,
        reason: 'notMet',
        requirements: [{ en: "Bachelor's degree or above", ne: 'स्नातक वा सोभन्दा माथि' }],
        explanation: {
          en: 'The highest education entered is below a bachelor’s degree.',
          ne: 'भरिएको उच्चतम शैक्षिक योग्यता स्नातकभन्दा तल छ।',
        },
      },
      group: {
        eligible: true,
        reason: 'declared',
        explanation: {
          en: 'The candidate declared the Women group.',
          ne: 'उम्मेदवारले महिला समूह उल्लेख गर्नुभएको छ।',
        },
      },
    },
    educations: [
      {
        levelRank: 3,
        facultyId: 2,
        levelEn: 'Intermediate',
        levelNe: 'प्रवीणता प्रमाणपत्र',
        facultyEn: 'Management',
        facultyNe: 'व्यवस्थापन',
        majorSubject: 'Accountancy',
        universityOrBoardName: 'Tribhuvan University',
        percentage: 72.5,
        divisionOrGrade: 'First',
        passedDateBs: '2076-04-01',
        passedDateAd: '2019-07-17',
        transcript: picture(201),
        backTranscript: null,
        characterCertificate: picture(202),
        equivalentCertificate: { fileId: 203, contentType: 'application/pdf' },
      },
    ],
    groups: [
      {
        code: 'WOMEN',
        nameEn: 'Women',
        nameNe: 'महिला',
        proof: picture(301),
        appliedFor: true,
      },
      {
        code: 'MADHESI',
        nameEn: 'Madhesi',
        nameNe: 'मधेसी',
        proof: picture(302),
        appliedFor: false,
      },
    ],
    documents: [
      { kind: 'photograph', file: picture(101) },
      { kind: 'signature', file: picture(102) },
      { kind: 'citizenship_front', file: picture(103) },
      { kind: 'citizenship_back', file: picture(104) },
    ],
    place: {
      position: 2,
      total: 5,
      previous: { advertisementCode: 'ADV-2082-001', masterId: 100006 },
      next: { advertisementCode: 'ADV-2082-001', masterId: 100008 },
    },
    ...overrides,
  };
}
