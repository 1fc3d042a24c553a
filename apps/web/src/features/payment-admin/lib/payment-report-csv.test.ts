import { describe, expect, it } from 'vitest';
import { aCivilEngineerRow, aReportRow } from '../test-utils';
import { rupees } from './csv';
import { buildPaymentReportCsv } from './payment-report-csv';

const LABELS: Record<string, string> = {
  CONNECTIPS: 'connectIPS',
  ESEWA: 'eSewa',
  KHALTI: 'Khalti',
  BANK_VOUCHER: 'Bank voucher',
};
const label = (name: string) => LABELS[name] ?? name;

describe('buildPaymentReportCsv', () => {
  it('writes English headers, a column per provider in order, Latin digits and rupees, quoting a post with a comma', () => {
    expect(buildPaymentReportCsv([aReportRow(), aCivilEngineerRow()], label)).toBe(
      'Advertisement number,Advertisement code,Post,Quota,Vacancies,Applications,Payment made,' +
        'Pending,Unpaid,Total paid (Rs.),connectIPS (Rs.),eSewa (Rs.),Khalti (Rs.),' +
        'Bank voucher (Rs.),Refund due,Refund due (Rs.)\r\n' +
        '16613/082-83,ADV-2082-007,Section Officer,Open,12,1250,1000,50,200,1500000.00,0.00,' +
        '900000.00,450000.00,150000.00,2,3000.00\r\n' +
        '16614/082-83,ADV-2082-008,"Engineer, Civil",Women,3,40,30,4,6,60000.00,60000.00,0.00,' +
        '0.00,0.00,0,0.00\r\n',
    );
  });

  it('doubles quotes, keeps a formula from starting a field, and shows paisa exactly', () => {
    const row = aReportRow({
      postEn: 'Officer "A"',
      quotaEn: '=HYPERLINK("x")',
      collectedPaisa: 150_005,
      collectedByProvider: { ESEWA: 150_005 },
      refundDuePaisa: 7,
    });
    const [, line] = buildPaymentReportCsv([row]).split('\r\n');
    expect(line).toBe(
      '16613/082-83,ADV-2082-007,"Officer ""A""","\'=HYPERLINK(""x"")",12,1250,1000,50,200,' +
        '1500.05,1500.05,2,0.07',
    );
    expect(rupees(0)).toBe('0.00');
    expect(rupees(99)).toBe('0.99');
  });

  it('has only the header line when there are no rows', () => {
    expect(buildPaymentReportCsv([])).toBe(
      'Advertisement number,Advertisement code,Post,Quota,Vacancies,Applications,Payment made,' +
        'Pending,Unpaid,Total paid (Rs.),Refund due,Refund due (Rs.)\r\n',
    );
  });
});
