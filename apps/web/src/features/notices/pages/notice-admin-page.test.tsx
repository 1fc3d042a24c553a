import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDaysIso, adToBs, todayIso, toDevanagariDigits, type TNotice } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { mockFetch, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  aStaffMemberWith,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { NoticeAdminPage } from './notice-admin-page';

vi.setConfig({ testTimeout: 30_000 });

const TODAY = todayIso();
const END = addDaysIso(TODAY, 10);
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF_BYTES = '%PDF-1.7 not a picture';

const STORED: TNotice = {
  id: 5,
  title: 'Written exam schedule',
  description: 'The written exams begin on the first of the month.',
  startDateAd: TODAY,
  startDateBs: adToBs(TODAY),
  endDateAd: END,
  endDateBs: adToBs(END),
  status: 'current',
  image: { fileId: 31, contentType: 'image/jpeg', byteSize: 120_000 },
  createdAt: '2025-07-01T04:00:00.000Z',
  updatedAt: '2025-07-01T04:00:00.000Z',
};

let fetchMock: FetchMock;
let xhrs: FakeXhr[];
let stored: TNotice[];

function serve() {
  serveMasterData(
    fetchMock,
    {},
    {
      'GET /api/internal/notices': () => ({
        items: stored,
        total: stored.length,
        page: 1,
        pageSize: 10,
      }),
      'GET /api/internal/notices/5/image': () =>
        new Response(new Blob([JPEG_BYTES], { type: 'image/jpeg' }), {
          status: 200,
          headers: { 'content-type': 'image/jpeg' },
        }),
      'DELETE /api/internal/notices/5': () => {
        stored = [];
        return new Response(
          JSON.stringify({
            status: 1,
            message: { en: 'The notice has been deleted.', ne: 'सूचना हटाइयो।' },
            data: null,
            code: 'OK',
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      },
    },
  );
}

const renderPage = (signedInAs = A_STAFF_MEMBER) =>
  renderAt(<NoticeAdminPage />, '/admin/notice', '/admin/notice', { signedInAs });
type User = ReturnType<typeof renderPage>;

const byId = (testId: string) => screen.getByTestId(testId);
const imageInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sentData = (xhr: FakeXhr) => JSON.parse(String(xhr.body?.get('data'))) as unknown;
/** Lets a save that should not happen have its chance to start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function openAdd(user: User) {
  await user.click(await screen.findByTestId('notice-add'));
  return screen.findByTestId('notice-form');
}

async function fillNew(user: User, image: File) {
  await openAdd(user);
  await user.type(byId('notice-title'), 'Interview schedule');
  await user.type(document.getElementById('notice-end-bs')!, adToBs(END));
  await user.type(byId('notice-description'), 'Interviews are held at the commission.');
  await user.upload(imageInput(), image);
}

const aJpeg = () => new File([JPEG_BYTES], 'notice.jpg', { type: 'image/jpeg' });

beforeEach(async () => {
  resetToasts();
  storeTokens('access-1');
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  stored = [STORED];
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
  serve();
});

describe('NoticeAdminPage in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('lists notices with B.S. dates in Devanagari digits and their status', async () => {
    renderPage();
    expect(await screen.findByText('Written exam schedule')).toBeVisible();
    const row = screen.getByText('Written exam schedule').closest('tr')!;
    expect(within(row).getByText(`${toDevanagariDigits(adToBs(TODAY))} वि.सं.`)).toBeVisible();
    expect(within(row).getByText(`${toDevanagariDigits(adToBs(END))} वि.सं.`)).toBeVisible();
    expect(within(row).getByText('देखाइँदै')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'सूचना व्यवस्थापन' })).toBeVisible();
  });

  it('adds a notice: the fields as JSON in `data`, the image as part `image`, with progress', async () => {
    const user = renderPage();
    await fillNew(user, aJpeg());
    expect(await screen.findByTestId('notice-image-preview')).toHaveAttribute('src', 'blob:test/1');
    await user.click(byId('notice-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/internal/notices']);
    expect(sentData(xhr)).toEqual({
      title: 'Interview schedule',
      description: 'Interviews are held at the commission.',
      startDateAd: TODAY,
      startDateBs: adToBs(TODAY),
      endDateAd: END,
      endDateBs: adToBs(END),
    });
    expect((xhr.body?.get('image') as File).name).toBe('notice.jpg');

    xhr.progress(40, 100);
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'),
    );
    expect(screen.getByText('पठाउँदै… ४०%')).toBeVisible();

    const message = { en: 'The notice has been saved.', ne: 'सूचना सुरक्षित गरियो।' };
    xhr.respond(201, { status: 1, message, data: { ...STORED, id: 6 }, code: 'OK' });
    await waitFor(() => expect(screen.queryByTestId('notice-form')).not.toBeInTheDocument());
    expect(shownToasts()).toContain(message.ne);
  });

  it('refuses a PDF named like a picture before sending anything', async () => {
    const user = renderPage();
    await fillNew(user, new File([PDF_BYTES], 'notice.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('जेपीजी वा पीएनजी फाइल मात्र')).toBeVisible();
    await user.click(byId('notice-submit'));
    await settle();
    expect(xhrs).toHaveLength(0);
  });

  it('asks for the image of a new notice before sending anything', async () => {
    const user = renderPage();
    await openAdd(user);
    await user.type(byId('notice-title'), 'Interview schedule');
    await user.type(document.getElementById('notice-end-bs')!, adToBs(END));
    await user.type(byId('notice-description'), 'Interviews.');
    await user.click(byId('notice-submit'));
    expect(await screen.findByText('यो विवरण अनिवार्य छ।')).toBeVisible();
    await settle();
    expect(xhrs).toHaveLength(0);
  });

  it('refuses an end date before the start date under the end date', async () => {
    const user = renderPage();
    await openAdd(user);
    await user.type(byId('notice-title'), 'Interview schedule');
    await user.type(document.getElementById('notice-end-bs')!, adToBs(addDaysIso(TODAY, -1)));
    await user.type(byId('notice-description'), 'Interviews.');
    await user.upload(imageInput(), aJpeg());
    await user.click(byId('notice-submit'));
    expect(await screen.findByText('अन्त्य मिति सुरु मितिभन्दा अगाडिको हुन सक्दैन।')).toBeVisible();
    await settle();
    expect(xhrs).toHaveLength(0);
  });

  it('offers a role only the buttons of its actions: edit without add or delete', async () => {
    renderPage(aStaffMemberWith('MC', ['read', 'update']));
    expect(await screen.findByTestId('notice-edit-5')).toBeVisible();
    expect(screen.queryByTestId('notice-delete-5')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notice-add')).not.toBeInTheDocument();
  });

  it('offers add and delete to a role that may create and delete, but not edit', async () => {
    renderPage(aStaffMemberWith('MC', ['read', 'create', 'delete']));
    expect(await screen.findByTestId('notice-delete-5')).toBeVisible();
    expect(screen.getByTestId('notice-add')).toBeVisible();
    expect(screen.queryByTestId('notice-edit-5')).not.toBeInTheDocument();
  });
});

describe('NoticeAdminPage in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('edits a notice, keeping its image when none is chosen', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('notice-edit-5'));
    expect(await screen.findByRole('dialog', { name: 'Edit notice' })).toBeVisible();
    // The kept image is fetched with the token and shown.
    expect(await screen.findByTestId('notice-image-preview')).toBeVisible();
    expect(screen.getByText('The current image is kept unless you choose another.')).toBeVisible();
    const title = byId('notice-title');
    await user.clear(title);
    await user.type(title, 'Written exam schedule (revised)');
    await user.click(byId('notice-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/internal/notices/5']);
    expect(sentData(xhr)).toMatchObject({ title: 'Written exam schedule (revised)' });
    expect(xhr.body?.has('image')).toBe(false);
  });

  it('shows the server’s refusal of the image under the chooser', async () => {
    const user = renderPage();
    await fillNew(user, aJpeg());
    await user.click(byId('notice-submit'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(400, {
      status: 0,
      message: { en: 'The file must be at most 500 KB.', ne: 'फाइल बढीमा ५०० KB को हुनुपर्छ।' },
      data: { issues: [{ path: 'image', message: 'validation.fileTooLarge' }] },
      code: 'VALIDATION_FAILED',
    });
    expect(await screen.findAllByText('The file must be at most 500 KB.')).not.toHaveLength(0);
    expect(byId('notice-form')).toBeInTheDocument();
  });

  it('deletes a notice after the spec’s question', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('notice-delete-5'));
    expect(
      await screen.findByText('Are you sure you want to delete this notice detail?'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            init?.method === 'DELETE' && String(input).endsWith('/api/internal/notices/5'),
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByText('Written exam schedule')).not.toBeInTheDocument(),
    );
    expect(shownToasts()).toContain('The notice has been deleted.');
  });
});
