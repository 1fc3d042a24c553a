import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type TApplication, type TMasterRecord, type TVoucher } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { fitPicture } from '../../../lib/pictures/fit-picture';
import { PictureRefusal } from '../../../lib/pictures/picture-rules';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { mockFetch, ok, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { anApplication } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { ApplicationDetailPage } from '../pages/application-detail-page';
import { MyApplicationsPage } from '../pages/my-applications-page';

vi.setConfig({ testTimeout: 30_000 });

const REDRAWN = vi.hoisted(() => ({ bytes: 'a voucher photo, redrawn as a JPEG' }));

// jsdom cannot decode pictures or draw on a canvas; the redraw's rules are unit-tested in
// lib/pictures. The fake sends a picture under the limit untouched and redraws a heavier one.
vi.mock('../../../lib/pictures/fit-picture', () => ({
  fitPicture: vi.fn(async (file: Blob, _box: unknown, maxBytes: number) => {
    const reduced = file.size > maxBytes;
    return {
      blob: reduced ? new Blob([REDRAWN.bytes], { type: 'image/jpeg' }) : file,
      width: reduced ? 2000 : 800,
      height: reduced ? 1500 : 600,
      originalBytes: file.size,
      originalWidth: reduced ? 4000 : 800,
      originalHeight: reduced ? 3000 : 600,
      reduced,
    };
  }),
}));

const BANKS: TMasterRecord[] = [
  { id: 3, active: true, code: 'NBL', nameEn: 'Nepal Bank Limited', nameNe: 'नेपाल बैंक लिमिटेड' },
  { id: 4, active: true, code: 'NABIL', nameEn: 'Nabil Bank', nameNe: 'नबिल बैंक' },
];

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const aPng = (name = 'voucher.png', extra = 100) =>
  new File([new Uint8Array([...PNG_HEADER, ...new Array<number>(extra).fill(0)])], name, {
    type: 'image/png',
  });

function aVoucher(overrides: Partial<TVoucher> = {}): TVoucher {
  return {
    id: 5,
    applicationId: 31,
    voucherNumber: '012345AB',
    bankId: 4,
    bankCode: 'NABIL',
    bankEn: 'Nabil Bank',
    bankNe: 'नबिल बैंक',
    paymentMethod: 'cheque',
    amountPaisa: 150000,
    status: 'submitted',
    locked: false,
    remarks: null,
    // Noon in Nepal, so the day is the same in any test machine's time zone.
    uploadedAt: '2026-11-22T06:15:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const SUBMITTED_MESSAGE = MESSAGES['voucher.submitted'];

let fetchMock: FetchMock;
let xhrs: FakeXhr[];
let applications: Record<number, TApplication>;
let vouchers: Record<number, TVoucher | null>;

/** The calls of the pages: applications, their timelines and vouchers, and the bank list. */
function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error(`unexpected ${init?.method} ${input}`);
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/public/master-data/banks') return ok(BANKS);
    if (path === '/api/candidate/applications') return ok(Object.values(applications));
    const match = /^\/api\/candidate\/applications\/(\d+)(\/.*)?$/.exec(path);
    const application = match && applications[Number(match[1])];
    if (!application) throw new Error(`unexpected call ${path}`);
    const voucher = vouchers[application.id] ?? null;
    switch (match[2]) {
      case undefined:
        return ok(application);
      case '/timeline':
        return ok([]);
      case '/voucher':
        return ok(voucher);
      case '/voucher/image':
        return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
          status: 200,
          headers: { 'content-type': 'image/jpeg' },
        });
      default:
        throw new Error(`unexpected call ${path}`);
    }
  });
}

function renderAt(url: string) {
  const Providers = withAuth();
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/vacancy-applied" element={<MyApplicationsPage />} />
          <Route path="/vacancy-applied/:id" element={<ApplicationDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup({ delay: null });
}
type User = ReturnType<typeof renderAt>;

const byId = (testId: string) => screen.getByTestId(testId);
const fileInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"][name="voucher"]')!;
/** Lets a submission that should not happen have its chance to start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function choose(user: User, testId: string, option: string) {
  await user.click(byId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Opens the form from the pay button and fills every field (bank, number, method, image). */
async function fillVoucher(user: User, image: File = aPng()) {
  await user.click(await screen.findByTestId('pay-voucher-31'));
  await screen.findByTestId('voucher-form-31');
  await choose(user, 'voucher-bank', 'Nabil Bank');
  await user.type(byId('voucher-number'), '०१२-३४५ ab');
  await choose(user, 'voucher-method', 'Cheque');
  await user.upload(fileInput(), image);
}

const sentData = (xhr: FakeXhr) => JSON.parse(String(xhr.body?.get('data'))) as unknown;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
  applications = { 31: anApplication() };
  vouchers = { 31: null };
  serve();
  vi.mocked(fitPicture).mockClear();
});

describe('paying by bank voucher', () => {
  it('sends the fields as JSON in `data` and the image in `voucher`, then shows it awaiting verification', async () => {
    const user = renderAt('/vacancy-applied/31');
    // No voucher yet is no failure: nothing toasted, no voucher section.
    expect(await screen.findByTestId('pay-voucher-31')).toHaveTextContent('Pay by bank voucher');
    expect(shownToasts()).toEqual([]);
    expect(screen.queryByTestId('voucher-status-31')).not.toBeInTheDocument();

    const image = aPng('slip.png');
    await fillVoucher(user, image);
    // A picture under the limit is sent as it is.
    expect(await screen.findByTestId('voucher-file-preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(URL.createObjectURL).toHaveBeenLastCalledWith(image);
    expect(byId('voucher-file')).toHaveAccessibleDescription(expect.stringContaining('Chosen:'));
    await user.click(byId('voucher-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/candidate/applications/31/voucher');
    expect([...xhr.body!.keys()]).toEqual(['data', 'voucher']);
    // The number as the shared schema writes it: Latin digits, capitals, no spaces or dashes.
    expect(sentData(xhr)).toEqual({
      voucherNumber: '012345AB',
      bankId: 4,
      paymentMethod: 'cheque',
    });
    const sentImage = xhr.body!.get('voucher') as File;
    expect(sentImage.name).toBe('slip.png');
    expect(sentImage.size).toBe(image.size);
    expect(sentImage.type).toBe('image/png');

    applications = { 31: anApplication({ paymentStatus: 'pending' }) };
    vouchers = { 31: aVoucher() };
    xhr.respond(201, { status: 1, message: SUBMITTED_MESSAGE, data: aVoucher(), code: 'OK' });

    const status = await screen.findByTestId('voucher-status-31');
    expect(status).toHaveAttribute('data-status', 'submitted');
    await waitFor(() => expect(screen.queryByTestId('voucher-form-31')).not.toBeInTheDocument());
    expect(shownToasts()).toEqual([SUBMITTED_MESSAGE.en]);
    expect(within(status).getByText('Awaiting verification')).toBeInTheDocument();
    expect(within(status).getByText('Nabil Bank')).toBeInTheDocument();
    expect(within(status).getByTestId('voucher-number-31')).toHaveTextContent('012345AB');
    expect(within(status).getByText('Cheque')).toBeInTheDocument();
    expect(within(status).getByText('Rs. 1,500.00')).toBeInTheDocument();
    expect(within(status).getByText('2083-08-06 B.S.')).toBeInTheDocument();
    expect(within(status).getByText('2026-11-22 A.D.')).toBeInTheDocument();
    // The application is pending on the voucher: no second payment, and it can still be replaced.
    expect(await screen.findByTestId('voucher-pending-hint-31')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-voucher-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pay-esewa-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recheck-payment-31')).not.toBeInTheDocument();
    expect(within(status).getByTestId('voucher-replace-31')).toBeInTheDocument();
  });

  it('reduces a large photo in the browser and sends the reduced picture', async () => {
    const user = renderAt('/vacancy-applied/31');
    const photo = aPng('IMG_2041.png', 3 * 1024 * 1024);
    await fillVoucher(user, photo);
    await waitFor(() =>
      expect(byId('voucher-file')).toHaveAccessibleDescription(
        expect.stringContaining('Reduced in your browser to fit the limit: 3,073 KB → 1 KB.'),
      ),
    );
    expect(fitPicture).toHaveBeenCalledWith(photo, { maxWidth: 2000, maxHeight: 2000 }, 500 * 1024);
    expect(byId('voucher-file-preview')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(byId('voucher-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const sentImage = xhrs[0]!.body!.get('voucher') as File;
    expect(sentImage.name).toBe('IMG_2041.jpg');
    expect(sentImage.type).toBe('image/jpeg');
    expect(sentImage.size).toBe(REDRAWN.bytes.length);
  });

  it('refuses, without sending anything, a picture the browser cannot read, one that still does not fit, and one that is not Jpg or Png', async () => {
    const user = renderAt('/vacancy-applied/31');
    vi.mocked(fitPicture).mockRejectedValueOnce(new PictureRefusal('validation.fileUnreadable'));
    await fillVoucher(user, aPng('broken.png'));
    await waitFor(() =>
      expect(byId('voucher-file')).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES['validation.fileUnreadable'].en),
      ),
    );
    expect(screen.queryByTestId('voucher-file-preview')).not.toBeInTheDocument();
    await user.click(byId('voucher-submit'));
    await settle();
    expect(xhrs).toHaveLength(0);

    vi.mocked(fitPicture).mockRejectedValueOnce(new PictureRefusal('validation.fileTooLarge'));
    await user.upload(fileInput(), aPng('huge.png', 600 * 1024));
    await waitFor(() =>
      expect(byId('voucher-file')).toHaveAccessibleDescription(
        expect.stringContaining('The file must be at most 500 KB.'),
      ),
    );
    await user.click(byId('voucher-submit'));
    await settle();
    expect(xhrs).toHaveLength(0);

    // A PDF renamed .png: the leading bytes decide, as on the server, before any redraw.
    vi.mocked(fitPicture).mockClear();
    const pdf = new File(['%PDF-1.7 a scan'], 'voucher.png', { type: 'image/png' });
    await user.upload(fileInput(), pdf);
    await waitFor(() =>
      expect(byId('voucher-file')).toHaveAccessibleDescription(
        expect.stringContaining('Jpg or Png only'),
      ),
    );
    expect(fitPicture).not.toHaveBeenCalled();
    await user.click(byId('voucher-submit'));
    await settle();
    expect(xhrs).toHaveLength(0);
  });

  it('puts a duplicate voucher under the number and keeps the form open', async () => {
    const user = renderAt('/vacancy-applied/31');
    await fillVoucher(user);
    await user.click(byId('voucher-submit'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(409, {
      status: 0,
      message: MESSAGES['error.DUPLICATE_VOUCHER'],
      data: { issues: [{ path: 'voucherNumber', message: 'error.DUPLICATE_VOUCHER' }] },
      code: 'DUPLICATE_VOUCHER',
    });
    await waitFor(() =>
      expect(byId('voucher-number')).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES['error.DUPLICATE_VOUCHER'].en),
      ),
    );
    expect(byId('voucher-number')).toHaveAttribute('aria-invalid', 'true');
    expect(byId('voucher-form-31')).toBeInTheDocument();
    expect(screen.queryByTestId('voucher-error')).not.toBeInTheDocument(); // said once, there
  });

  it('says a refusal that belongs to no field above the buttons (the voucher was locked)', async () => {
    const user = renderAt('/vacancy-applied/31');
    await fillVoucher(user);
    await user.click(byId('voucher-submit'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(423, {
      status: 0,
      message: MESSAGES['error.VOUCHER_LOCKED'],
      data: null,
      code: 'VOUCHER_LOCKED',
    });
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent(
      MESSAGES['error.VOUCHER_LOCKED'].en,
    );
  });

  it('places the server’s issues under the bank and the image, in Nepali', async () => {
    await i18n.changeLanguage('ne');
    const user = renderAt('/vacancy-applied/31');
    expect(await screen.findByTestId('pay-voucher-31')).toHaveTextContent('बैंक भौचरबाट तिर्नुहोस्');
    await user.click(byId('pay-voucher-31'));
    await choose(user, 'voucher-bank', 'नबिल बैंक');
    await user.type(byId('voucher-number'), 'AB12');
    await choose(user, 'voucher-method', 'नगद जम्मा');
    await user.upload(fileInput(), aPng());
    await user.click(byId('voucher-submit'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(sentData(xhrs[0]!)).toEqual({ voucherNumber: 'AB12', bankId: 4, paymentMethod: 'cash' });
    xhrs[0]!.respond(400, {
      status: 0,
      message: MESSAGES['validation.invalid'],
      data: {
        issues: [
          { path: 'bankId', message: 'validation.invalid' },
          { path: 'voucher', message: 'validation.fileJpgPng' },
        ],
      },
      code: 'VALIDATION_FAILED',
    });
    await waitFor(() =>
      expect(byId('voucher-bank')).toHaveAccessibleDescription(
        expect.stringContaining('यो विवरण मान्य छैन।'),
      ),
    );
    expect(byId('voucher-file')).toHaveAccessibleDescription(
      expect.stringContaining('जेपीजी वा पीएनजी फाइल मात्र'),
    );
    expect(byId('voucher-number')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe("the voucher's state", () => {
  it('rejected: shows the remarks and the image, and offers the form again', async () => {
    vouchers = {
      31: aVoucher({
        status: 'rejected',
        remarks: 'The amount on the voucher does not match the fee.',
        decidedAt: '2026-11-24T06:00:00.000Z',
      }),
    };
    const user = renderAt('/vacancy-applied/31');
    const status = await screen.findByTestId('voucher-status-31');
    expect(status).toHaveAttribute('data-status', 'rejected');
    expect(within(status).getByTestId('voucher-remarks-31')).toHaveTextContent(
      'The amount on the voucher does not match the fee.',
    );
    expect(await within(status).findByTestId('voucher-image-31')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(within(status).getByText('2083-08-08 B.S.')).toBeInTheDocument(); // decided on

    await user.click(within(status).getByTestId('voucher-upload-again-31'));
    const form = await screen.findByTestId('voucher-form-31');
    // The bank and method stay; the number is asked again (it may be another deposit).
    expect(within(form).getByTestId('voucher-bank')).toHaveValue('Nabil Bank');
    expect(within(form).getByTestId('voucher-method')).toHaveValue('Cheque');
    expect(within(form).getByTestId('voucher-number')).toHaveValue('');
    expect(within(form).getByTestId('voucher-submit')).toBeEnabled();
  });

  it('approved: verified and locked, with no form and no way to pay again', async () => {
    applications = { 31: anApplication({ paymentStatus: 'paid', paymentReference: 'EBPX1' }) };
    vouchers = {
      31: aVoucher({ status: 'approved', locked: true, decidedAt: '2026-11-24T06:00:00.000Z' }),
    };
    renderAt('/vacancy-applied/31');
    const status = await screen.findByTestId('voucher-status-31');
    expect(status).toHaveAttribute('data-status', 'approved');
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByTestId('voucher-replace-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('voucher-upload-again-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pay-voucher-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('voucher-submit')).not.toBeInTheDocument();
  });

  it('submitted but locked by the commission: no replacing it', async () => {
    applications = { 31: anApplication({ paymentStatus: 'pending' }) };
    vouchers = { 31: aVoucher({ locked: true }) };
    renderAt('/vacancy-applied/31');
    const status = await screen.findByTestId('voucher-status-31');
    expect(status).toHaveAttribute('data-status', 'submitted');
    expect(status).toHaveTextContent('The voucher is locked');
    expect(screen.queryByTestId('voucher-replace-31')).not.toBeInTheDocument();
  });

  it('on the cards, in Nepali: a voucher awaiting verification, beside an online payment being confirmed', async () => {
    await i18n.changeLanguage('ne');
    applications = {
      31: anApplication({ paymentStatus: 'pending' }),
      32: anApplication({ id: 32, paymentStatus: 'pending' }),
    };
    vouchers = { 31: aVoucher(), 32: null };
    renderAt('/vacancy-applied');
    expect(await screen.findByTestId('voucher-pending-hint-31')).toHaveTextContent(
      'तपाईंको बैंक भौचर आयोगको प्रमाणीकरणको प्रतीक्षामा छ।',
    );
    const voucherCard = byId('application-31');
    expect(within(voucherCard).queryByTestId('recheck-payment-31')).not.toBeInTheDocument();
    // Pending without a voucher is an online payment: the provider can be asked again.
    const onlineCard = byId('application-32');
    expect(await within(onlineCard).findByTestId('payment-pending-hint-32')).toBeInTheDocument();
    expect(within(onlineCard).getByTestId('recheck-payment-32')).toBeInTheDocument();
    expect(screen.queryByTestId('voucher-pending-hint-32')).not.toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });
});
