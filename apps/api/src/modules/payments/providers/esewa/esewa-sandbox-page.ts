import { formatMoneyPaisa } from '@niyukti/shared';

// The sandbox's own pages, standing in for eSewa's login-and-confirm screens. Bilingual like
// the rest of the portal; every echoed value is escaped because it comes from a form post.

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

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ne">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:"Noto Sans Devanagari","Noto Sans",sans-serif;background:#f4f7f2;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{color:#41a124;font-size:1.3rem;margin-top:0}
.en{color:#555}
.buttons{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;font:inherit;padding:.7rem;border-radius:6px;border:1px solid #41a124;cursor:pointer}
#esewa-approve{background:#41a124;color:#fff}
#esewa-cancel{background:#fff;color:#333;border-color:#999}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}
dt{color:#555}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface PaymentPageData {
  productCode: string;
  transactionUuid: string;
  amountPaisa: number;
  /** One-time token naming the pending request on the decision post. */
  session: string;
}

export function renderPaymentPage(data: PaymentPageData): string {
  const product = escapeHtml(data.productCode);
  const amountNe = escapeHtml(formatMoneyPaisa(data.amountPaisa, 'ne'));
  const amountEn = escapeHtml(formatMoneyPaisa(data.amountPaisa, 'en'));
  return layout(
    'eSewa स्यान्डबक्स / eSewa sandbox',
    `<h1>eSewa स्यान्डबक्स <span class="en">/ eSewa sandbox</span></h1>
<p>${product} लाई ${amountNe} भुक्तानी गर्नुहोस्<br><span class="en">Pay ${amountEn} to ${product}</span></p>
<dl><dt>कारोबार नं. / Transaction</dt><dd>${escapeHtml(data.transactionUuid)}</dd></dl>
<p class="en">परीक्षणका लागि मात्र: कुनै वास्तविक रकम काटिँदैन। / For testing only: no real money moves.</p>
<form method="post" action="decision">
<input type="hidden" name="session" value="${escapeHtml(data.session)}">
<div class="buttons">
<button type="submit" id="esewa-approve" name="decision" value="approve">स्वीकृत गर्नुहोस् / Approve</button>
<button type="submit" id="esewa-cancel" name="decision" value="cancel">रद्द गर्नुहोस् / Cancel</button>
</div>
</form>`,
  );
}

export function renderErrorPage(ne: string, en: string): string {
  return layout(
    'eSewa स्यान्डबक्स / eSewa sandbox',
    `<h1>अनुरोध अस्वीकृत <span class="en">/ Request refused</span></h1>
<p>${escapeHtml(ne)}<br><span class="en">${escapeHtml(en)}</span></p>`,
  );
}
