import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TPaymentReportRow, TStaffPayment, TStaffVoucher } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import {
  aCivilEngineerRow,
  aPayment,
  aReportRow,
  aVoucher,
  callsTo,
  notFound,
  page,
  renderPage,
  serve,
  catchDownloads,
} from '../test-utils';
import { UpdatePaymentPage } from './update-payment-page';

vi.setConfig({ testTimeout: 30_000 });

const PAYMENTS = '/api/internal/payments';
const VOUCHERS = '/api/internal/payment-vouchers';
const REPORT = '/api/internal/payment-reports/advertisements';
const SETTLED = { en: 'Payment received and verified.', ne: 'भुक्तानी प्राप्त भयो र प्रमाणित भयो।' };
const RENAMED = {
  en: 'The payment has a new ebp code; the old one no longer finds it.',
  ne: 'भुक्तानीलाई नयाँ ईबीपी कोड दिइयो; पुरानो कोडले अब यो भेटिँदैन।',
};
const APPROVED = {
  en: 'The voucher has been verified and the fee marked paid.',
  ne: 'भौचर प्रमाणित भयो र शुल्क तिरिएको कायम भयो।',
};
const REJECTED = {
  en: 'The voucher has been rejected; the candidate may upload another.',
  ne: 'भौचर अस्वीकृत भयो; उम्मेदवारले अर्को भौचर पेश गर्न सक्नुहुन्छ।',
};

const PENDING = aPayment();
const PAID_KHALTI = aPayment({
  id: 6,
  ebpCode: 'EBPKH0000006',
  provider: 'KHALTI',
  status: 'paid',
  providerStatus: 'Completed',
  candidateName: 'Ram Thapa',
  masterId: 100008,
});
const REFUND = aPayment({
  id: 7,
  ebpCode: 'EBPRF0000007',
  status: 'refund_due',
  refundReason: 'DUPLICATE',
  candidateName: 'Gita Rai',
});
const BANK = aPayment({ id: 8, ebpCode: 'EBPBV0000008', provider: 'BANK_VOUCHER', status: 'paid' });

/** The list answers by its status filter, as the server does. */
function listByStatus(url: URL) {
  const all = [PENDING, PAID_KHALTI, REFUND, BANK];
  const status = url.searchParams.get('status');
  const search = url.searchParams.get('search');
  return page(
    all.filter((p) => (!status || p.status === status) && (!search || p.ebpCode.includes(search))),
  );
}

let fetchMock: FetchMock;
beforeEach(async () => {
  resetToasts();
  fetchMock = mockFetch();
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

function serveUp(privileges: string[] = ['UP'], extra: Parameters<typeof serve>[2] = {}) {
  serve(fetchMock, privileges, {
    [`GET ${PAYMENTS}`]: listByStatus,
    [`POST ${PAYMENTS}/5/recheck`]: () =>
      json(200, { status: 1, message: SETTLED, data: { ...PENDING, status: 'paid' }, code: 'OK' }),
    [`POST ${PAYMENTS}/5/ebp-code`]: () =>
      json(200, {
        status: 1,
        message: RENAMED,
        data: { ...PENDING, ebpCode: 'EBPNEW0000005' },
        code: 'OK',
      }),
    ...extra,
  });
}

describe('UpdatePaymentPage: payment tab', () => {
  it('lists the attempts with candidate, advertisement, provider, amount, status and date', async () => {
    serveUp();
    renderPage(<UpdatePaymentPage />);
    const row = (await screen.findByText('EBPMH3K2Q1234')).closest('tr')!;
    expect(within(row).getByText('Sita Sharma')).toBeInTheDocument();
    expect(within(row).getByText('Master ID 100007')).toBeInTheDocument();
    expect(within(row).getByText('16613/082-83')).toBeInTheDocument();
    expect(within(row).getByText('eSewa')).toBeInTheDocument();
    expect(within(row).getByText('Rs. 1,500.00')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-20 A.D.')).toBeInTheDocument();
    expect(screen.getByText('EBPKH0000006')).toBeInTheDocument();
    const [first] = callsTo(fetchMock, 'GET', PAYMENTS);
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('10');
    expect(first?.query.has('status')).toBe(false);
  });

  it('filters by status and provider on the server', async () => {
    serveUp();
    const user = renderPage(<UpdatePaymentPage />);
    await screen.findByText('EBPMH3K2Q1234');
    await user.click(screen.getByTestId('payments-status'));
    await user.click(await screen.findByRole('option', { name: 'Refund due' }));
    await waitFor(() => {
      expect(screen.queryByText('EBPMH3K2Q1234')).not.toBeInTheDocument();
      expect(screen.getByText('EBPRF0000007')).toBeInTheDocument();
    });
    await user.click(screen.getByTestId('payments-provider'));
    await user.click(await screen.findByRole('option', { name: 'Khalti' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', PAYMENTS).at(-1);
      expect(last?.query.get('status')).toBe('refund_due');
      expect(last?.query.get('provider')).toBe('khalti');
    });
  });

  it('"Check with provider" posts to the UP re-check and toasts the answer', async () => {
    serveUp();
    const user = renderPage(<UpdatePaymentPage />);
    await user.click(await screen.findByTestId('payments-recheck-5'));
    await waitFor(() => expect(shownToasts()).toContain(SETTLED.en));
    expect(callsTo(fetchMock, 'POST', `${PAYMENTS}/5/recheck`)).toHaveLength(1);
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/provider-payments')),
    ).toBe(false);
    // A bank voucher is verified, never asked about.
    expect(screen.queryByTestId('payments-recheck-8')).not.toBeInTheDocument();
  });

  it('renames an ebp code only after the confirmation', async () => {
    serveUp();
    const user = renderPage(<UpdatePaymentPage />);
    await user.click(await screen.findByTestId('payments-rename-5'));
    expect(await screen.findByText(/Give the payment EBPMH3K2Q1234 of Sita Sharma/)).toBeVisible();
    expect(callsTo(fetchMock, 'POST', `${PAYMENTS}/5/ebp-code`)).toHaveLength(0);
    await user.click(screen.getByTestId('payments-rename-confirm'));
    await waitFor(() => expect(shownToasts()).toContain(RENAMED.en));
    expect(callsTo(fetchMock, 'POST', `${PAYMENTS}/5/ebp-code`)).toHaveLength(1);
  });
});

describe('UpdatePaymentPage: other tabs', () => {
  it('the open tab asks for pending attempts first, then initiated ones', async () => {
    serveUp();
    const user = renderPage(<UpdatePaymentPage />, '/?tab=open');
    expect(await screen.findByText('EBPMH3K2Q1234')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', PAYMENTS).at(-1)?.query.get('status')).toBe('pending');
    await user.click(screen.getByTestId('open-payments-status'));
    await user.click(await screen.findByRole('option', { name: 'Initiated' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', PAYMENTS).at(-1)?.query.get('status')).toBe('initiated'),
    );
  });

  it('verify ebp code finds the attempt by its exact code and checks it with the provider', async () => {
    serveUp();
    const user = renderPage(<UpdatePaymentPage />);
    await user.click(await screen.findByTestId('payment-tab-verifyEbp'));
    await user.click(screen.getByTestId('verify-ebp-submit'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByTestId('verify-ebp-input'), ' ebpmh3k2q1234 ');
    await user.click(screen.getByTestId('verify-ebp-submit'));
    const card = await screen.findByTestId('verify-ebp-card');
    expect(within(card).getByText('EBPMH3K2Q1234')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', PAYMENTS).at(-1)?.query.get('search')).toBe('EBPMH3K2Q1234');
    await user.click(within(card).getByTestId('verify-ebp-recheck'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${PAYMENTS}/5/recheck`)).toHaveLength(1),
    );
    // A code only part of which matches is not that payment.
    await user.clear(screen.getByTestId('verify-ebp-input'));
    await user.type(screen.getByTestId('verify-ebp-input'), 'EBPMH3');
    await user.click(screen.getByTestId('verify-ebp-submit'));
    expect(await screen.findByTestId('verify-ebp-not-found')).toHaveTextContent(
      'No payment has this ebp code.',
    );
  });

  it('check synchronised payment shows refund-due attempts with the reason in words, and pending ones', async () => {
    serveUp();
    renderPage(<UpdatePaymentPage />, '/?tab=sync');
    const refund = (await screen.findByText('EBPRF0000007')).closest('tr')!;
    expect(
      within(refund).getByText('Paid twice: the application had already been paid'),
    ).toBeInTheDocument();
    expect(within(refund).queryByRole('button', { name: 'Check with provider' })).toBeNull();
    const pending = (await screen.findByText('EBPMH3K2Q1234')).closest('tr')!;
    expect(within(pending).getByTestId('sync-pending-recheck-5')).toBeInTheDocument();
    const statuses = callsTo(fetchMock, 'GET', PAYMENTS).map((c) => c.query.get('status'));
    expect(statuses).toEqual(expect.arrayContaining(['refund_due', 'pending']));
  });

  it('no verification required lists paid attempts of one online provider at a time', async () => {
    serveUp(['UP'], {
      [`GET ${VOUCHERS}`]: () => page([]),
      [`GET ${PAYMENTS}`]: (url) =>
        url.searchParams.get('provider') === 'khalti' ? page([PAID_KHALTI]) : page([]),
    });
    const user = renderPage(<UpdatePaymentPage />, '/?tab=verifyPayment');
    await user.click(await screen.findByTestId('voucher-tab-noVerification'));
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', PAYMENTS).at(-1);
      expect(last?.query.get('status')).toBe('paid');
      expect(last?.query.get('provider')).toBe('connectips');
    });
    await user.click(screen.getByTestId('no-verification-provider'));
    expect(screen.queryByRole('option', { name: 'Bank voucher' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Khalti' }));
    expect(await screen.findByText('EBPKH0000006')).toBeInTheDocument();
  });
});

describe('UpdatePaymentPage: verify payment (bank vouchers)', () => {
  const SUBMITTED = aVoucher();
  const MISMATCH = aVoucher({ id: 13, voucherNumber: 'NB0099999', amountPaisa: 100_000 });

  function serveVouchers(decision: (body: unknown) => Response) {
    URL.createObjectURL = vi.fn(() => 'blob:test/voucher');
    URL.revokeObjectURL = vi.fn();
    serveUp(['UP'], {
      [`GET ${VOUCHERS}`]: (url) => {
        const status = url.searchParams.get('status');
        const lists: Record<string, TStaffVoucher[]> = {
          submitted: [SUBMITTED, MISMATCH],
          approved: [aVoucher({ id: 14, voucherNumber: 'NB0000014', status: 'approved' })],
          'internal approved': [
            aVoucher({ id: 21, voucherNumber: 'INT0000021', status: 'approved' }),
          ],
          'internal rejected': [
            aVoucher({ id: 22, voucherNumber: 'INT0000022', status: 'rejected' }),
          ],
        };
        const internal = url.searchParams.get('competition') === 'internal' ? 'internal ' : '';
        return page(lists[`${internal}${status ?? ''}`] ?? []);
      },
      [`GET ${VOUCHERS}/12/image`]: () =>
        new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
          headers: { 'content-type': 'image/jpeg' },
        }),
      [`POST ${VOUCHERS}/12/decision`]: (_url, init) => decision(JSON.parse(String(init?.body))),
    });
  }

  async function openVoucher(user: ReturnType<typeof renderPage>) {
    await user.click(await screen.findByTestId('voucher-open-12'));
    const dialog = await screen.findByTestId('voucher-review');
    await waitFor(() =>
      expect(within(dialog).getByTestId('voucher-image')).toHaveAttribute(
        'src',
        'blob:test/voucher',
      ),
    );
    return dialog;
  }

  it('lists submitted vouchers and shows one with its image, facts and the fee', async () => {
    serveVouchers(() => json(500, {}));
    const user = renderPage(<UpdatePaymentPage />, '/?tab=verifyPayment');
    expect(await screen.findByText('NB0099999')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', VOUCHERS)[0]?.query.get('status')).toBe('submitted');
    const dialog = await openVoucher(user);
    expect(within(dialog).getByText('Nabil Bank')).toBeInTheDocument();
    expect(within(dialog).getByTestId('voucher-number')).toHaveTextContent('NB0012345');
    expect(within(dialog).getByText('Cash deposit')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Rs. 1,500.00')).toHaveLength(2);
    expect(within(dialog).queryByTestId('voucher-amount-mismatch')).toBeNull();
    await user.click(screen.getByTestId('voucher-tab-approved'));
    expect(await screen.findByText('NB0000014')).toBeInTheDocument();
  });

  it('government experience: internal competition’s implemented, then rejected, vouchers', async () => {
    serveVouchers(() => json(500, {}));
    await i18n.changeLanguage('ne');
    const user = renderPage(<UpdatePaymentPage />, '/?tab=verifyPayment');
    await user.click(await screen.findByTestId('voucher-tab-governmentExperience'));
    expect(screen.getByTestId('voucher-tab-governmentExperience')).toHaveTextContent(
      'सरकारी सेवा अनुभव',
    );
    expect(screen.getByTestId('voucher-tab-approved')).toHaveTextContent('स्वीकृत (कार्यान्वित)');
    expect(await screen.findByText('INT0000021')).toBeInTheDocument();
    const last = () => callsTo(fetchMock, 'GET', VOUCHERS).at(-1)?.query;
    expect(last()?.get('competition')).toBe('internal');
    expect(last()?.get('status')).toBe('approved');
    await user.click(
      within(screen.getByTestId('government-experience-status')).getByLabelText('अस्वीकृत'),
    );
    expect(await screen.findByText('INT0000022')).toBeInTheDocument();
    expect(last()?.get('status')).toBe('rejected');
    expect(screen.queryByText('INT0000021')).toBeNull();
  });

  it('approve posts { decision: "approve" }, toasts the answer and closes', async () => {
    serveVouchers(() =>
      json(200, {
        status: 1,
        message: APPROVED,
        data: { ...SUBMITTED, status: 'approved' },
        code: 'OK',
      }),
    );
    const user = renderPage(<UpdatePaymentPage />, '/?tab=verifyPayment');
    const dialog = await openVoucher(user);
    await user.click(within(dialog).getByTestId('voucher-approve'));
    await waitFor(() => expect(shownToasts()).toContain(APPROVED.en));
    expect(callsTo(fetchMock, 'POST', `${VOUCHERS}/12/decision`).map((c) => c.body)).toEqual([
      { decision: 'approve' },
    ]);
    // Closed: the dialog's content is gone (Mantine keeps an empty root).
    await waitFor(() => expect(screen.queryByTestId('voucher-approve')).not.toBeInTheDocument());
    expect(screen.queryByTestId('voucher-image')).not.toBeInTheDocument();
  });

  it('reject needs remarks: nothing is sent without them, then the reason is sent', async () => {
    serveVouchers(() =>
      json(200, {
        status: 1,
        message: REJECTED,
        data: { ...SUBMITTED, status: 'rejected' },
        code: 'OK',
      }),
    );
    const user = renderPage(<UpdatePaymentPage />, '/?tab=verifyPayment');
    const dialog = await openVoucher(user);
    await user.type(within(dialog).getByTestId('voucher-remarks'), '   ');
    await user.click(within(dialog).getByTestId('voucher-reject'));
    expect(await within(dialog).findByText('Write why the voucher is rejected.')).toBeVisible();
    expect(callsTo(fetchMock, 'POST', `${VOUCHERS}/12/decision`)).toHaveLength(0);
    await user.clear(within(dialog).getByTestId('voucher-remarks'));
    await user.type(within(dialog).getByTestId('voucher-remarks'), 'The slip is unreadable');
    await user.click(within(dialog).getByTestId('voucher-reject'));
    await waitFor(() => expect(shownToasts()).toContain(REJECTED.en));
    expect(callsTo(fetchMock, 'POST', `${VOUCHERS}/12/decision`).map((c) => c.body)).toEqual([
      { decision: 'reject', remarks: 'The slip is unreadable' },
    ]);
  });

  it('warns when the amount on the voucher is not the fee due', async () => {
    serveVouchers(() => json(500, {}));
    const user = renderPage(<UpdatePaymentPage />, '/?tab=verifyPayment');
    await user.click(await screen.findByTestId('voucher-open-13'));
    expect(await screen.findByTestId('voucher-amount-mismatch')).toHaveTextContent(
      'The amount on the voucher is not the fee due.',
    );
  });
});

describe('UpdatePaymentPage: check payment by ebp code (CPM)', () => {
  const byCode = (payment: TStaffPayment) => ({
    [`GET /api/internal/ebp-codes/${payment.ebpCode}/payment`]: () => payment,
    [`GET /api/internal/ebp-codes/EBPNONE/payment`]: () =>
      notFound({ en: 'Not found.', ne: 'भेटिएन।' }),
  });

  it('is hidden from staff without CPM, even when the address names it', async () => {
    serveUp(['UP']);
    renderPage(<UpdatePaymentPage />, '/?tab=checkPaymentByEbpCode');
    expect(await screen.findByTestId('payment-tab-payment')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByText('EBPMH3K2Q1234');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/oauth/me'))).toBe(
        true,
      ),
    );
    expect(screen.queryByTestId('payment-tab-checkPaymentByEbpCode')).not.toBeInTheDocument();
    expect(screen.queryByText('Check payment by ebp code')).not.toBeInTheDocument();
  });

  it('shows CPM holders a read-only card, and says when no payment has the code', async () => {
    serveUp(['UP', 'CPM'], byCode(PAID_KHALTI));
    const user = renderPage(<UpdatePaymentPage />);
    await user.click(await screen.findByTestId('payment-tab-checkPaymentByEbpCode'));
    await user.type(screen.getByTestId('check-ebp-input'), 'EBPKH0000006');
    await user.click(screen.getByTestId('check-ebp-submit'));
    const card = await screen.findByTestId('check-ebp-card');
    expect(within(card).getByText('Ram Thapa · Master ID 100008')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    await user.clear(screen.getByTestId('check-ebp-input'));
    await user.type(screen.getByTestId('check-ebp-input'), 'ebpnone');
    await user.click(screen.getByTestId('check-ebp-submit'));
    expect(await screen.findByTestId('check-ebp-not-found')).toHaveTextContent(
      'No payment has this ebp code.',
    );
  });
});

describe('UpdatePaymentPage in Nepali', () => {
  it('shows the tabs, amounts, dates and statuses in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serveUp();
    renderPage(<UpdatePaymentPage />);
    expect(await screen.findByRole('heading', { name: 'भुक्तानी अद्यावधिक' })).toBeInTheDocument();
    for (const tab of [
      'भुक्तानी',
      'खुला',
      'प्रमाणित गर्नुहोस् (ईबीपी)',
      'भुक्तानी प्रमाणीकरण',
      'समायोजन जाँच',
    ])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    const row = (await screen.findByText('EBPMH3K2Q1234')).closest('tr')!;
    expect(within(row).getByText('रु. १,५००.००')).toBeInTheDocument();
    expect(within(row).getByText('पुष्टि हुन बाँकी')).toBeInTheDocument();
    expect(within(row).getByText('इसेवा')).toBeInTheDocument();
    expect(within(row).getByText('शाखा अधिकृत')).toBeInTheDocument();
    expect(within(row).getByText('२०२६-११-२० ई.सं.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'प्रदायकसँग जाँच गर्नुहोस्' })).toBeInTheDocument();
  });
});

describe('UpdatePaymentPage: payment report', () => {
  const ROWS = [aReportRow(), aCivilEngineerRow()];

  /** The report answers by its search, as the server does (code, number or post). */
  function serveReport() {
    serveUp(['UP'], {
      [`GET ${REPORT}`]: (url) => {
        const search = url.searchParams.get('search') ?? '';
        return ROWS.filter((row: TPaymentReportRow) =>
          [row.advertisementCode, row.advertisementNumber, row.postEn].some((text) =>
            text.includes(search),
          ),
        );
      },
    });
  }

  const rowOf = (advertisementId: number) =>
    screen.getByTestId(`report-advertisement-${advertisementId}`).closest('tr')!;

  it('lists each advertisement with its counts, money by provider and the totals (English)', async () => {
    serveReport();
    renderPage(<UpdatePaymentPage />, '/?tab=report');
    await screen.findByTestId('report-advertisement-2');
    expect(screen.getByRole('tab', { name: 'Report' })).toHaveAttribute('aria-selected', 'true');
    const first = rowOf(1);
    expect(within(first).getByText('16613/082-83')).toBeInTheDocument();
    expect(within(first).getByText('ADV-2082-007')).toBeInTheDocument();
    expect(within(first).getByText('Section Officer')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('1,250')).toBeInTheDocument();
    expect(within(first).getByText('1,000')).toBeInTheDocument();
    expect(within(first).getByText('Rs. 15,00,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('report-providers-1')).toHaveTextContent(
      'eSewa Rs. 9,00,000.00 · Khalti Rs. 4,50,000.00 · Bank voucher Rs. 1,50,000.00',
    );
    expect(within(first).getByText('Rs. 3,000.00')).toBeInTheDocument();
    // A provider that collected nothing is left out.
    expect(screen.getByTestId('report-providers-2')).toHaveTextContent(
      /^connectIPS Rs\. 60,000\.00$/,
    );
    expect(screen.getByTestId('report-total-label')).toHaveTextContent('Total (2 advertisements)');
    expect(screen.getByTestId('report-total-applications')).toHaveTextContent('1,290');
    expect(screen.getByTestId('report-total-paid')).toHaveTextContent('1,030');
    expect(screen.getByTestId('report-total-collected')).toHaveTextContent('Rs. 15,60,000.00');
    expect(screen.getByTestId('report-total-refund')).toHaveTextContent('2Rs. 3,000.00');
    expect(callsTo(fetchMock, 'GET', REPORT)[0]?.query.has('search')).toBe(false);
  });

  it('shows the numbers and the post in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serveReport();
    renderPage(<UpdatePaymentPage />, '/?tab=report');
    await screen.findByTestId('report-advertisement-2');
    expect(screen.getByRole('tab', { name: 'प्रतिवेदन' })).toHaveAttribute('aria-selected', 'true');
    const first = rowOf(1);
    expect(within(first).getByText('१६६१३/०८२-८३')).toBeInTheDocument();
    expect(within(first).getByText('शाखा अधिकृत')).toBeInTheDocument();
    expect(within(first).getByText('खुला')).toBeInTheDocument();
    expect(within(first).getByText('१,२५०')).toBeInTheDocument();
    expect(within(first).getByText('रु. १५,००,०००.००')).toBeInTheDocument();
    expect(screen.getByTestId('report-providers-1')).toHaveTextContent(
      'इसेवा रु. ९,००,०००.०० · खल्ती रु. ४,५०,०००.०० · बैंक भौचर रु. १,५०,०००.००',
    );
    expect(screen.getByTestId('report-total-label')).toHaveTextContent('जम्मा (२ विज्ञापन)');
    expect(screen.getByTestId('report-total-applications')).toHaveTextContent('१,२९०');
    expect(screen.getByTestId('report-total-paid')).toHaveTextContent('१,०३०');
    expect(screen.getByTestId('report-total-collected')).toHaveTextContent('रु. १५,६०,०००.००');
    expect(screen.getByTestId('report-total-refund')).toHaveTextContent('२रु. ३,०००.००');
  });

  it('sends the search as search= (Nepali digits as Latin) and totals only the rows found', async () => {
    serveReport();
    const user = renderPage(<UpdatePaymentPage />, '/?tab=report');
    await screen.findByTestId('report-advertisement-2');
    await user.type(screen.getByRole('searchbox', { name: 'Search the table' }), '१६६१४');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', REPORT).at(-1)?.query.get('search')).toBe('16614'),
    );
    await waitFor(() =>
      expect(screen.queryByTestId('report-advertisement-1')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('report-total-label')).toHaveTextContent('Total (1 advertisement)');
    expect(screen.getByTestId('report-total-applications')).toHaveTextContent('40');
    expect(screen.getByTestId('report-total-collected')).toHaveTextContent('Rs. 60,000.00');
  });

  it('"Download CSV" saves the rows found as CSV with the providers named in English', async () => {
    const downloads = catchDownloads();
    await i18n.changeLanguage('ne');
    serveReport();
    const user = renderPage(<UpdatePaymentPage />, '/?tab=report');
    await screen.findByTestId('report-advertisement-2');
    await user.click(screen.getByTestId('report-download-csv'));
    const [text] = await downloads.stop();
    expect(downloads.names).toHaveLength(1);
    expect(downloads.names[0]).toMatch(/^payment-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text!.split('\r\n');
    expect(lines[0]).toContain(
      'Total paid (Rs.),connectIPS (Rs.),eSewa (Rs.),Khalti (Rs.),Bank voucher (Rs.),',
    );
    expect(lines[2]).toBe(
      '16614/082-83,ADV-2082-008,"Engineer, Civil",Women,3,40,30,4,6,60000.00,60000.00,0.00,' +
        '0.00,0.00,0,0.00',
    );
    expect(lines).toHaveLength(4);
  });
});
