import type { FastifyReply } from 'fastify';
import { formatMoneyPaisa } from '@niyukti/shared';

// The sandboxes' own pages, standing in for each provider's login-and-confirm screens (one
// look for all four; the provider's name and colour tell them apart). Bilingual like the rest of
// the portal; every echoed value is escaped because it comes from a form post or a query.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Which provider's sandbox a page belongs to: its name, colour and the prefix of its ids. */
export interface SandboxBrand {
  /** 'eSewa', 'Khalti', 'connectIPS', 'Fonepay'. */
  name: string;
  /** Lower-case id prefix: buttons are `#<id>-approve` and `#<id>-cancel`. */
  id: string;
  colour: string;
}

function layout(brand: SandboxBrand, body: string): string {
  const title = `${escapeHtml(brand.name)} स्यान्डबक्स / ${escapeHtml(brand.name)} sandbox`;
  return `<!doctype html>
<html lang="ne">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:"Noto Sans Devanagari","Noto Sans",sans-serif;background:#f4f7f2;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{color:${brand.colour};font-size:1.3rem;margin-top:0}
.en{color:#555}
.buttons{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;font:inherit;padding:.7rem;border-radius:6px;border:1px solid ${brand.colour};cursor:pointer}
button[value=approve]{background:${brand.colour};color:#fff}
button[value=cancel]{background:#fff;color:#333;border-color:#999}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}
dt{color:#555}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface PaymentPageData {
  /** The merchant as the provider names it (eSewa product code, Khalti website, …). */
  merchant: string;
  /** The transaction as the provider shows it to the payer. */
  transaction: string;
  amountPaisa: number;
  /** One-time token naming the pending request on the decision post. */
  session: string;
  /** Where Approve/Cancel post (relative to the page); the form field is `decision`. */
  decisionAction: string;
}

export function renderPaymentPage(brand: SandboxBrand, data: PaymentPageData): string {
  const name = escapeHtml(brand.name);
  const id = escapeHtml(brand.id);
  const merchant = escapeHtml(data.merchant);
  const amountNe = escapeHtml(formatMoneyPaisa(data.amountPaisa, 'ne'));
  const amountEn = escapeHtml(formatMoneyPaisa(data.amountPaisa, 'en'));
  return layout(
    brand,
    `<h1>${name} स्यान्डबक्स <span class="en">/ ${name} sandbox</span></h1>
<p>${merchant} लाई ${amountNe} भुक्तानी गर्नुहोस्<br><span class="en">Pay ${amountEn} to ${merchant}</span></p>
<dl><dt>कारोबार नं. / Transaction</dt><dd>${escapeHtml(data.transaction)}</dd></dl>
<p class="en">परीक्षणका लागि मात्र: कुनै वास्तविक रकम काटिँदैन। / For testing only: no real money moves.</p>
<form method="post" action="${escapeHtml(data.decisionAction)}">
<input type="hidden" name="session" value="${escapeHtml(data.session)}">
<div class="buttons">
<button type="submit" id="${id}-approve" name="decision" value="approve">स्वीकृत गर्नुहोस् / Approve</button>
<button type="submit" id="${id}-cancel" name="decision" value="cancel">रद्द गर्नुहोस् / Cancel</button>
</div>
</form>`,
  );
}

export function renderErrorPage(brand: SandboxBrand, ne: string, en: string): string {
  return layout(
    brand,
    `<h1>अनुरोध अस्वीकृत <span class="en">/ Request refused</span></h1>
<p>${escapeHtml(ne)}<br><span class="en">${escapeHtml(en)}</span></p>`,
  );
}

/** A request a sandbox turns down, as the provider would: a bilingual page with a status. */
export class SandboxRefusal extends Error {
  constructor(
    readonly ne: string,
    readonly en: string,
    readonly httpStatus = 400,
  ) {
    super(en);
  }
}

/** The refusal page of a brand's sandbox. */
export function sendRefusal(
  reply: FastifyReply,
  brand: SandboxBrand,
  refusal: SandboxRefusal,
): FastifyReply {
  return reply
    .code(refusal.httpStatus)
    .type('text/html; charset=utf-8')
    .send(renderErrorPage(brand, refusal.ne, refusal.en));
}

/** The decision post of a payment page that is no longer pending (used, or never shown). */
export const expiredRequest = () =>
  new SandboxRefusal('यो भुक्तानी अनुरोध समाप्त भयो।', 'This payment request has expired.');
