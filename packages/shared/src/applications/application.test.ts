import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDERS } from '../payments/provider';
import { addDaysIso } from '../dates/bs-date';
import { todayIso } from '../dates/nepal-time';
import { keysAt } from '../testing/issues';
import { ZVacancyDetail, ZVacancyQuery, type TVacancyDetail } from '../vacancies/vacancy';
import {
  ZApplication,
  ZScrutinyDecision,
  ZScrutinyQuery,
  ZScrutinyRow,
  ZSubmitApplication,
  type TApplication,
  isHoldDateAllowed,
} from './application';

describe('ZSubmitApplication', () => {
  it.each([
    ['advertisement required', { examCentreId: 3 }, 'advertisementId', 'validation.required'],
    [
      'advertisement id positive',
      { advertisementId: -1, examCentreId: 3 },
      'advertisementId',
      'validation.id',
    ],
    [
      'exam centre required',
      { advertisementId: 5, examCentreId: '' },
      'examCentreId',
      'validation.required',
    ],
    [
      'exam centre numeric',
      { advertisementId: 5, examCentreId: 'x' },
      'examCentreId',
      'validation.id',
    ],
  ])('%s', (_rule, bad, path, key) => {
    expect(ZSubmitApplication.parse({ advertisementId: '5', examCentreId: 3 })).toEqual({
      advertisementId: 5,
      examCentreId: 3,
      facultyId: null,
      subjectId: null,
    });
    expect(
      ZSubmitApplication.parse({
        advertisementId: 5,
        examCentreId: 3,
        facultyId: '2',
        subjectId: '',
      }),
    ).toMatchObject({ facultyId: 2, subjectId: null });
    expect(keysAt(ZSubmitApplication, bad, path)).toEqual([key]);
  });
});

describe('ZScrutinyDecision', () => {
  it.each([
    ['decision required', { remarks: 'ok' }, 'decision', 'validation.required'],
    [
      'pending is not a decision',
      { decision: 'pending', remarks: 'ok' },
      'decision',
      'validation.scrutinyDecision',
    ],
    ['remarks required', { decision: 'hold', remarks: '' }, 'remarks', 'validation.required'],
    ['remarks not blank', { decision: 'hold', remarks: '   ' }, 'remarks', 'validation.required'],
    [
      'remarks at most 500',
      { decision: 'rejected', remarks: 'r'.repeat(501) },
      'remarks',
      'validation.maxLength500',
    ],
    [
      'a hold names a reason',
      { decision: 'hold', remarks: 'ok' },
      'holdReason',
      'validation.required',
    ],
    ['a hold names a day', { decision: 'hold', remarks: 'ok' }, 'holdUntil', 'validation.required'],
    [
      'a known reason',
      { decision: 'hold', remarks: 'ok', holdReason: 'horoscope' },
      'holdReason',
      'validation.invalid',
    ],
    [
      'a day after today',
      { decision: 'hold', remarks: 'ok', holdReason: 'other', holdUntil: todayIso() },
      'holdUntil',
      'scrutiny.holdUntilRange',
    ],
  ])('%s', (_rule, bad, path, key) => {
    expect(
      ZScrutinyDecision.parse({ decision: 'approved', remarks: ` ${'r'.repeat(500)} ` }),
    ).toEqual({
      decision: 'approved',
      remarks: 'r'.repeat(500),
    });
    expect(keysAt(ZScrutinyDecision, bad, path)).toEqual([key]);
  });
});

const APPLICATION: TApplication = {
  id: 1,
  advertisementId: 5,
  advertisementCode: 'ADV-5',
  advertisementNumber: '16613/082-83',
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  examCentreEn: 'Kathmandu',
  examCentreNe: 'काठमाडौं',
  facultyEn: null,
  facultyNe: null,
  subjectEn: null,
  subjectNe: null,
  feePaisa: 120000,
  scrutinyStatus: 'pending',
  scrutinyRemarks: null,
  holdReason: null,
  holdUntil: null,
  paymentStatus: 'unpaid',
  paymentReference: null,
  rollNumber: null,
  appliedAt: '2025-07-01T04:15:00.000Z',
  admitCardAvailable: false,
  doubleFee: false,
  paymentWindow: 'payable',
  lastPaymentDate: '2025-08-20',
  convertBy: null,
  statusMessage: 'inProgress',
};

describe('response shapes', () => {
  it('validate applications and scrutiny rows', () => {
    expect(ZApplication.safeParse(APPLICATION).success).toBe(true);
    expect(ZApplication.safeParse({ ...APPLICATION, scrutinyStatus: 'hold on' }).success).toBe(
      false,
    );
    expect(ZApplication.safeParse({ ...APPLICATION, paymentStatus: 'refunded' }).success).toBe(
      false,
    );
    expect(ZApplication.safeParse({ ...APPLICATION, statusMessage: 'rejected' }).success).toBe(
      false,
    );
    const row = {
      ...APPLICATION,
      voucher: null,
      masterId: 1001,
      candidateName: 'Sita Shrestha',
      classEn: 'Gazetted third class',
      classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
      totalApplied: 2,
      appliedToday: 1,
    };
    expect(ZScrutinyRow.safeParse(row).success).toBe(true);
    expect(ZScrutinyRow.safeParse({ ...row, totalApplied: undefined }).success).toBe(false);
    expect(ZScrutinyRow.safeParse(APPLICATION).success).toBe(false);
  });

  it('validate a vacancy detail', () => {
    const detail: TVacancyDetail = {
      id: 5,
      code: 'ADV-5',
      advertisementNumber: '16613/082-83',
      postEn: 'Section Officer',
      postNe: 'शाखा अधिकृत',
      serviceEn: 'Administration',
      serviceNe: 'प्रशासन',
      classEn: 'Gazetted Third',
      classNe: 'राजपत्राङ्कित तृतीय',
      groupEn: 'General',
      groupNe: 'सामान्य',
      quotaEn: 'Open',
      quotaNe: 'खुला',
      localBody: null,
      vacancyCount: 58,
      feePaisa: 120000,
      publishDateAd: '2025-07-17',
      publishDateBs: '2082-04-01',
      singleFeeDeadlineAd: '2025-08-06',
      singleFeeDeadlineBs: '2082-04-21',
      doubleFeeDeadlineAd: '2025-08-13',
      doubleFeeDeadlineBs: '2082-04-28',
      ageCutOffDateAd: '2025-08-06',
      ageCutOffDateBs: '2082-04-21',
      admitCardDateAd: '2025-09-01',
      admitCardDateBs: '2082-05-16',
      examCentres: [
        {
          id: 3,
          nameEn: 'Kathmandu',
          nameNe: 'काठमाडौं',
          districtEn: 'Kathmandu',
          districtNe: 'काठमाडौं',
        },
      ],
      subjects: [
        {
          facultyId: 4,
          facultyEn: 'Engineering',
          facultyNe: 'इन्जिनियरिङ',
          subjectId: 9,
          subjectEn: 'Civil',
          subjectNe: 'सिभिल',
        },
      ],
      examinedWith: [{ id: 7, nameEn: 'Nayab Subba', nameNe: 'नायब सुब्बा' }],
      reapply: false,
      split: null,
    };
    expect(ZVacancyDetail.safeParse(detail).success).toBe(true);
    expect(ZVacancyDetail.safeParse({ ...detail, subjects: [{ facultyId: 4 }] }).success).toBe(
      false,
    );
    expect(ZVacancyDetail.safeParse({ ...detail, examCentres: [{ id: 3 }] }).success).toBe(false);
    const localBody = {
      id: 10001,
      nameEn: 'Dhulikhel Municipality',
      nameNe: 'धुलिखेल नगरपालिका',
      districtEn: 'Kavrepalanchok',
      districtNe: 'काभ्रेपलाञ्चोक',
      provinceEn: 'Bagmati',
      provinceNe: 'बागमती',
    };
    expect(ZVacancyDetail.safeParse({ ...detail, localBody }).success).toBe(true);
    expect(ZVacancyDetail.safeParse({ ...detail, localBody: { id: 10001 } }).success).toBe(false);
    expect(ZVacancyDetail.safeParse({ ...detail, localBody: undefined }).success).toBe(false);
  });
});

describe('queries', () => {
  it('page vacancies like every list', () => {
    expect(ZVacancyQuery.parse({ page: '2' })).toEqual({ page: 2, pageSize: 10 });
  });

  it('filter scrutiny by status', () => {
    expect(ZScrutinyQuery.parse({ status: 'hold' })).toEqual({
      page: 1,
      pageSize: 10,
      status: 'hold',
    });
    expect(ZScrutinyQuery.parse({ status: '' })).toEqual({ page: 1, pageSize: 10 });
    expect(keysAt(ZScrutinyQuery, { status: 'done' }, 'status')).toEqual(['validation.invalid']);
  });
});

describe('PAYMENT_PROVIDERS', () => {
  it("keeps the spec's numbers and adds Fonepay and the bank voucher after them (decision 80)", () => {
    expect(PAYMENT_PROVIDERS).toEqual({
      CONNECTIPS: 1,
      ADBL: 2,
      ESEWA: 3,
      KHALTI: 4,
      FONEPAY: 5,
      BANK_VOUCHER: 6,
    });
  });
});

describe('isHoldDateAllowed', () => {
  it.each([
    ['2026-05-01', false], // today
    ['2026-05-02', true],
    ['2026-05-31', true], // 30 days away
    ['2026-06-01', false],
    ['2026-04-30', false],
  ])('on 2026-05-01, %s is allowed: %s', (day, allowed) => {
    expect(isHoldDateAllowed(day, '2026-05-01')).toBe(allowed);
  });

  it('clears the reason and day of a decision that is no hold, keeping them on a hold', () => {
    const day = addDaysIso(todayIso(), 3);
    expect(
      ZScrutinyDecision.parse({
        decision: 'hold',
        remarks: 'ok',
        holdReason: 'other',
        holdUntil: day,
      }),
    ).toMatchObject({ holdReason: 'other', holdUntil: day });
    expect(
      ZScrutinyDecision.parse({
        decision: 'approved',
        remarks: 'ok',
        holdReason: '',
        holdUntil: '',
      }),
    ).toEqual({ decision: 'approved', remarks: 'ok' });
  });
});
