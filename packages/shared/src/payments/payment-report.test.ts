import { describe, expect, it } from 'vitest';
import { ZVacancyReport, ZVacancyReportQuery } from './payment-report';

describe('vacancy reports', () => {
  it('name one of the three reports', () => {
    expect(ZVacancyReportQuery.parse({ kind: 'local-level', search: ' 082-83 ' })).toEqual({
      kind: 'local-level',
      search: '082-83',
    });
    expect(ZVacancyReportQuery.safeParse({ kind: 'everything' }).success).toBe(false);
    expect(ZVacancyReportQuery.safeParse({}).success).toBe(false);
  });

  it('carry vacancies per quota code beside the money', () => {
    const row = {
      postId: 3,
      postEn: 'Section Officer',
      postNe: 'शाखा अधिकृत',
      serviceEn: 'Administration',
      serviceNe: 'प्रशासन',
      classEn: 'Gazetted Third',
      classNe: 'राजपत्राङ्कित तृतीय',
      groupEn: null,
      groupNe: null,
      subGroupEn: null,
      subGroupNe: null,
      localBody: null,
      advertisementNumbers: ['16613/082-83', '16614/082-83'],
      vacanciesByQuota: { OPEN: 58, WOMEN: 48 },
      totalVacancy: 106,
      applications: 4,
      paid: 3,
      collectedPaisa: 360000,
      refundDue: 0,
      refundDuePaisa: 0,
    };
    const report = { quotas: [{ code: 'OPEN', nameEn: 'Open', nameNe: 'खुला' }], rows: [row] };
    expect(ZVacancyReport.safeParse(report).success).toBe(true);
    const halfSeat = { ...row, vacanciesByQuota: { OPEN: 0.5 } };
    expect(ZVacancyReport.safeParse({ ...report, rows: [halfSeat] }).success).toBe(false);
  });
});
