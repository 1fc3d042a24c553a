import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPaymentForm, postPaymentForm, type PaymentForm } from './post-payment-form';

const ESEWA: PaymentForm = {
  action: 'http://localhost:8080/sandbox/esewa/api/epay/main/v2/form',
  method: 'POST',
  fields: {
    amount: '1500',
    tax_amount: '0',
    total_amount: '1500',
    transaction_uuid: 'NYK-31-abc',
    product_code: 'EPAYTEST',
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: 'http://localhost:8080/esewa/payment/success',
    failure_url: 'http://localhost:8080/esewa/payment/failure',
    signed_field_names: 'total_amount,transaction_uuid,product_code',
    signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
  },
};

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('buildPaymentForm', () => {
  it('makes a POST form to the provider with exactly the given fields, all hidden', () => {
    const form = buildPaymentForm(ESEWA);
    expect(form.method).toBe('post');
    expect(form.action).toBe(ESEWA.action);
    expect(fieldsOf(form)).toStrictEqual(ESEWA.fields);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs).toHaveLength(Object.keys(ESEWA.fields).length);
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
  });

  it('makes a GET form when the provider takes the fields as the query', () => {
    const form = buildPaymentForm({
      action: 'https://test-pay.khalti.com/',
      method: 'GET',
      fields: { pidx: 'HT6o6PEZRWFJ5ygavzHWd5' },
    });
    expect(form.method).toBe('get');
    expect(form.action).toBe('https://test-pay.khalti.com/');
    expect(fieldsOf(form)).toStrictEqual({ pidx: 'HT6o6PEZRWFJ5ygavzHWd5' });
  });

  it('keeps values verbatim (a signature with + / = must not be re-encoded)', () => {
    const form = buildPaymentForm({ ...ESEWA, fields: { signature: 'a+b/c==' } });
    expect(fieldsOf(form)).toStrictEqual({ signature: 'a+b/c==' });
  });
});

describe('postPaymentForm', () => {
  it('adds the form to the page and submits it once (a real navigation, not fetch)', () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    const form = postPaymentForm(ESEWA);
    expect(document.body.contains(form)).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
  });
});
