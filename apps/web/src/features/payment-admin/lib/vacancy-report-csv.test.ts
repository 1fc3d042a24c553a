import { describe, expect, it } from 'vitest';
import { REPORT_QUOTAS, aLocalLevelRow, aVacancyRow } from '../test-utils';
import { buildVacancyReportCsv } from './vacancy-report-csv';

describe('buildVacancyReportCsv', () => {
  it('writes English headers with a column per quota in order, the local level, and an empty field for an absent quota', () => {
    const report = { quotas: REPORT_QUOTAS, rows: [aVacancyRow(), aLocalLevelRow()] };
    expect(buildVacancyReportCsv(report, 'vacancy-detail')).toBe(
      'Post,Service,Class,Group,Sub-group,Local level,District,Province,Advertisement numbers,' +
        'Open,Women,Madhesi,Total vacancy,Applications,Payment made,Total paid (Rs.),' +
        'Refund due,Refund due (Rs.)\r\n' +
        'Section Officer,Administration,Gazetted Third,General Administration,,,,,' +
        '16613/082-83; 16615/082-83,5,,1,6,1250,1000,1500000.00,2,3000.00\r\n' +
        '"Engineer, Civil",Engineering,Officer Level Sixth,Civil,Highway,Dhulikhel Municipality,' +
        'Kavrepalanchok,Bagmati,16614/082-83,2,1,,3,40,30,60000.00,0,0.00\r\n',
    );
  });

  it('keeps the local level in the promotion report when a local level holds an internal competition', () => {
    const quotas = [{ code: 'INTERNAL', nameEn: 'Internal competition', nameNe: 'आन्तरिक' }];
    const row = aLocalLevelRow({ vacanciesByQuota: { INTERNAL: 2 }, totalVacancy: 2 });
    const [header, line] = buildVacancyReportCsv({ quotas, rows: [row] }, 'promotion').split(
      '\r\n',
    );
    expect(header).toContain(',Sub-group,Local level,District,Province,');
    expect(line).toContain(',Dhulikhel Municipality,Kavrepalanchok,Bagmati,');
  });

  it('leaves the local level out of the promotion report of the commission’s own posts', () => {
    const quotas = [{ code: 'INTERNAL', nameEn: 'Internal competition', nameNe: 'आन्तरिक' }];
    const row = aVacancyRow({ vacanciesByQuota: { INTERNAL: 4 }, totalVacancy: 4 });
    expect(buildVacancyReportCsv({ quotas, rows: [row] }, 'promotion')).toBe(
      'Post,Service,Class,Group,Sub-group,Advertisement numbers,Internal competition,' +
        'Total vacancy,Applications,Payment made,Total paid (Rs.),Refund due,Refund due (Rs.)\r\n' +
        'Section Officer,Administration,Gazetted Third,General Administration,,' +
        '16613/082-83; 16615/082-83,4,4,1250,1000,1500000.00,2,3000.00\r\n',
    );
  });

  it('quotes a quota name with a comma, keeps a formula from starting a field, and has only the header without rows', () => {
    const quotas = [{ code: 'X', nameEn: 'Dalit, Women', nameNe: 'दलित' }];
    const row = aVacancyRow({ postEn: '=SUM(A1)', vacanciesByQuota: { X: 1 } });
    const [header, line] = buildVacancyReportCsv({ quotas, rows: [row] }, 'promotion').split(
      '\r\n',
    );
    expect(header).toContain(',"Dalit, Women",Total vacancy,');
    expect(line).toMatch(/^'=SUM\(A1\),/);
    expect(buildVacancyReportCsv({ quotas: [], rows: [] }, 'local-level')).toBe(
      'Post,Service,Class,Group,Sub-group,Local level,District,Province,Advertisement numbers,' +
        'Total vacancy,Applications,Payment made,Total paid (Rs.),Refund due,Refund due (Rs.)\r\n',
    );
  });
});
