/** What the API answers when a payment starts: a form the browser itself must submit. */
export interface PaymentForm {
  action: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

/**
 * Builds a hidden form with exactly the provider's fields. Providers such as eSewa take the
 * signed fields only as a real top-level form submission (not fetch), so the browser leaves our
 * page for theirs and comes back to the success or failure URL.
 */
export function buildPaymentForm(payment: PaymentForm, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = payment.method;
  form.action = payment.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** Adds the form to the page and submits it; the browser navigates to the provider. */
export function postPaymentForm(payment: PaymentForm, doc: Document = document): HTMLFormElement {
  const form = buildPaymentForm(payment, doc);
  doc.body.append(form);
  form.submit();
  return form;
}
