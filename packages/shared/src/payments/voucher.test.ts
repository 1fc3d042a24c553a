import { describe, expect, it } from 'vitest';
import {
  ONLINE_PAYMENT_PROVIDERS,
  PAYMENT_PROVIDERS,
  PAYMENT_RETURN_PATHS,
  paymentProviderName,
} from './provider';
import { normalizeVoucherNumber, ZVoucherFields } from './voucher';

describe('a voucher number', () => {
  it('is kept one way: Latin digits, capitals, no spaces, dashes or slashes', () => {
    expect(normalizeVoucherNumber(' ०१२-३४५ ab/7 ')).toBe('012345AB7');
    expect(normalizeVoucherNumber('12 34')).toBe(normalizeVoucherNumber('1234'));
  });

  it('is refused when empty or with other characters, with a message key', () => {
    const parsed = ZVoucherFields.safeParse({
      voucherNumber: 'ab#1',
      bankId: '3',
      paymentMethod: 'cash',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation.voucherNumber');
    const blank = ZVoucherFields.safeParse({
      voucherNumber: ' - ',
      bankId: 3,
      paymentMethod: 'cash',
    });
    expect(blank.error?.issues[0]?.message).toBe('validation.required');
  });

  it('comes with a bank id and one of the three payment methods', () => {
    expect(
      ZVoucherFields.parse({ voucherNumber: '१२३', bankId: '४', paymentMethod: 'cheque' }),
    ).toEqual({ voucherNumber: '123', bankId: 4, paymentMethod: 'cheque' });
    expect(
      ZVoucherFields.safeParse({ voucherNumber: '1', bankId: 4, paymentMethod: 'card' }).success,
    ).toBe(false);
  });
});

describe('the online providers', () => {
  it('each has its number, its name and the spec’s return route', () => {
    for (const [slug, name] of Object.entries(ONLINE_PAYMENT_PROVIDERS)) {
      expect(paymentProviderName(PAYMENT_PROVIDERS[name])).toBe(name);
      expect(PAYMENT_RETURN_PATHS[slug as keyof typeof PAYMENT_RETURN_PATHS].success).toMatch(
        /^\/(esewa|khalti|cips|fone-pay)\//,
      );
    }
    expect(PAYMENT_RETURN_PATHS.connectips).toEqual({
      success: '/cips/payment/success',
      failure: '/cips/payment/failure',
    });
    expect(paymentProviderName(99)).toBeUndefined();
  });
});
