import { describe, expect, it } from 'vitest';
import { paymentWindowOf, type ApplicationPaymentDates } from './payment-window';

// Single-fee submission until 08-10, paid by 08-12; double-fee submission until 08-15, paid by
// 08-20 (the order of decision 64).
const published: ApplicationPaymentDates = {
  doubleFee: false,
  singleFeeDeadline: '2025-08-10',
  paymentLastDate: '2025-08-12',
  doubleFeeDeadline: '2025-08-15',
  doubleFeePaymentLastDate: '2025-08-20',
};

describe('paymentWindowOf', () => {
  it('lets a single-fee application be paid up to its payment last date, naming the conversion ahead', () => {
    expect(paymentWindowOf(published, '2025-08-12')).toEqual({
      state: 'payable',
      payBy: '2025-08-12',
      convertBy: '2025-08-15',
      lastDay: '2025-08-20',
    });
  });

  it('then lets it be converted until the double-fee submission deadline, and no later', () => {
    expect(paymentWindowOf(published, '2025-08-13').state).toBe('convertible');
    expect(paymentWindowOf(published, '2025-08-15').state).toBe('convertible');
    expect(paymentWindowOf(published, '2025-08-16')).toMatchObject({
      state: 'closed',
      convertBy: null,
    });
  });

  it('lets a double-fee application be paid up to the double-fee payment last date', () => {
    const converted = { ...published, doubleFee: true };
    expect(paymentWindowOf(converted, '2025-08-20')).toMatchObject({
      state: 'payable',
      payBy: '2025-08-20',
      convertBy: null,
    });
    expect(paymentWindowOf(converted, '2025-08-21').state).toBe('closed');
  });

  it('reads the submission deadlines before publishing has set the payment dates', () => {
    const unpublished = { ...published, paymentLastDate: null, doubleFeePaymentLastDate: null };
    expect(paymentWindowOf(unpublished, '2025-08-10').payBy).toBe('2025-08-10');
    expect(paymentWindowOf(unpublished, '2025-08-11').state).toBe('convertible');
    expect(paymentWindowOf({ ...unpublished, doubleFee: true }, '2025-08-15').state).toBe(
      'payable',
    );
  });

  it('offers no conversion when the single fee can be paid past the double-fee deadline', () => {
    const late = { ...published, paymentLastDate: '2025-08-16' };
    expect(paymentWindowOf(late, '2025-08-14')).toMatchObject({
      state: 'payable',
      convertBy: null,
    });
    expect(paymentWindowOf(late, '2025-08-17').state).toBe('closed');
  });
});
