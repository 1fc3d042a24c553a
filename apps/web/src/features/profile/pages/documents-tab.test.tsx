import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_DOCUMENT_LABELS, type TCandidateDocument } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { mockFetch, ok, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { UiProviders } from '../../../test/render';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import type { PictureRect } from '../components/crop-rectangle';
import { fitDocumentPicture } from '../components/document-canvas';
import { DocumentsTab } from './documents-tab';

const CROP = vi.hoisted(() => ({
  /** The part of the 3000 × 4000 original the candidate keeps, as react-easy-crop reports it. */
  area: { x: 900, y: 600, width: 1200, height: 1600 },
  /** A redrawn crop: its size tells it apart from the 8 bytes the candidate chose. */
  bytes: 'a cropped picture, redrawn',
}));

// jsdom cannot decode pictures or draw on a canvas; the redraw is unit-tested in its pure part.
// The fake answers a crop with a different blob, so a test sees what Apply changed.
vi.mock('../components/document-canvas', () => ({
  fitDocumentPicture: vi.fn(async (file: Blob, _box: unknown, crop?: PictureRect) => ({
    blob: crop ? new Blob([CROP.bytes], { type: 'image/jpeg' }) : file,
    width: 600,
    height: 800,
    originalBytes: 2_400_000,
    originalWidth: 3000,
    originalHeight: 4000,
    reduced: true,
    crop: crop ?? null,
  })),
}));

// jsdom lays nothing out, so the real cropper never learns the picture's size and never reports
// an area. This stand-in shows what it was given and reports CROP.area when "dragged".
vi.mock('react-easy-crop', () => ({
  default: (props: {
    image: string;
    aspect: number;
    onCropComplete: (percentages: PictureRect, pixels: PictureRect) => void;
  }) => (
    <button
      type="button"
      data-testid="fake-cropper"
      data-image={props.image}
      data-aspect={props.aspect}
      onClick={() => props.onCropComplete({ x: 30, y: 15, width: 40, height: 40 }, CROP.area)}
    />
  ),
}));

vi.setConfig({ testTimeout: 30_000 });

const SAVED = { en: 'The document has been saved.', ne: 'कागजात सुरक्षित गरियो।' };
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

const aDocument = (overrides: Partial<TCandidateDocument> = {}): TCandidateDocument => ({
  kind: 'photograph',
  fileId: 41,
  contentType: 'image/jpeg',
  byteSize: 48_000,
  updatedAt: '2026-01-12T09:30:00.000Z',
  ...overrides,
});

let fetchMock: FetchMock;
let xhrs: FakeXhr[];
let stored: TCandidateDocument[];

/** The list answers with `stored`; every file id answers with a few JPEG bytes. */
function answerDocuments() {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.startsWith('/api/candidate/files/'))
      return new Response(new Blob([JPEG_BYTES], { type: 'image/jpeg' }), {
        headers: { 'content-type': 'image/jpeg' },
      });
    return ok(stored);
  });
}

function renderTab(address = '/user/profile/documents') {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProviders>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </UiProviders>
  );
  render(<DocumentsTab />, { wrapper });
}

beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  vi.mocked(fitDocumentPicture).mockClear();
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  stored = [];
  storeTokens('access-1');
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
  answerDocuments();
});

const card = (kind: string) => within(screen.getByTestId(`document-card-${kind}`));

describe('DocumentsTab', () => {
  it('shows one card per kind with its Nepali label, the stored picture or "not uploaded"', async () => {
    stored = [aDocument()];
    renderTab();
    const photo = await screen.findByTestId('document-current-photograph');
    await waitFor(() => expect(photo).toHaveAttribute('src', 'blob:test/1'));
    expect(card('photograph').getByText(CANDIDATE_DOCUMENT_LABELS.photograph.ne)).toBeVisible();
    // Its size in Nepali words and digits: 48,000 bytes are ४७ केबी, not "47 KB".
    expect(card('photograph').getByText(/मा अपलोड गरिएको · ४७ केबी$/)).toBeVisible();
    for (const kind of ['signature', 'citizenship_front', 'citizenship_back'] as const) {
      expect(card(kind).getByText(CANDIDATE_DOCUMENT_LABELS[kind].ne)).toBeVisible();
      expect(card(kind).getByText('अहिलेसम्म अपलोड गरिएको छैन')).toBeVisible();
    }
    expect(screen.getByTestId('document-input-signature')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png',
    );
  });

  it('refuses a PDF in the browser with the server’s message and sends nothing', async () => {
    renderTab();
    const input = await screen.findByTestId('document-input-signature');
    const user = userEvent.setup({ applyAccept: false }); // as when "All files" is chosen
    await user.upload(input, new File(['%PDF-1.7 …'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('document-refusal-signature')).toHaveTextContent(
      'जेपीजी वा पीएनजी फाइल मात्र',
    );
    expect(fitDocumentPicture).not.toHaveBeenCalled();
    expect(screen.queryByTestId('document-upload-signature')).not.toBeInTheDocument();
    expect(xhrs).toHaveLength(0);
  });

  it('previews a reduced picture, shows progress, uploads it and shows the saved one', async () => {
    renderTab();
    const input = await screen.findByTestId('document-input-photograph');
    const user = userEvent.setup();
    const photo = new File([JPEG_BYTES], 'DSC_0042.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);

    expect(await screen.findByTestId('document-preview-photograph')).toBeVisible();
    expect(screen.getByTestId('document-prepared-note')).toHaveTextContent(
      'सीमाभित्र पार्न तस्बिर सानो बनाइयो: २,३४४ केबी (३००० × ४००० पिक्सेल)',
    );
    await user.click(screen.getByTestId('document-upload-photograph'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/candidate/profile/documents/photograph');
    expect(xhr.headers.Authorization).toBe('Bearer access-1');
    expect(xhr.body?.get('file')).toBeInstanceOf(Blob);

    xhr.progress(60, 100);
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    expect(screen.getByText('अपलोड हुँदैछ… ६०%')).toBeVisible();

    stored = [aDocument({ fileId: 77 })];
    xhr.respond(200, { status: 1, message: SAVED, data: stored[0], code: 'OK' });

    const current = await screen.findByTestId('document-current-photograph');
    await waitFor(() => expect(current).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/candidate/files/77',
    );
    expect(screen.queryByTestId('document-chosen-photograph')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(shownToasts()).toContain(SAVED.ne);
  });

  it('shows the server’s refusal under the card', async () => {
    renderTab();
    const input = await screen.findByTestId('document-input-citizenship_back');
    const user = userEvent.setup();
    await user.upload(input, new File([JPEG_BYTES], 'back.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByTestId('document-upload-citizenship_back'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(400, {
      status: 0,
      message: { en: 'The file must be at most 500 KB.', ne: 'फाइल बढीमा ५०० केबीको हुनुपर्छ।' },
      data: { issues: [{ path: 'file', message: 'validation.fileTooLarge' }] },
      code: 'VALIDATION_FAILED',
    });
    expect(await screen.findByTestId('document-error-citizenship_back')).toHaveTextContent(
      'फाइल बढीमा ५०० केबीको हुनुपर्छ।',
    );
    // The chosen picture stays, so the candidate can choose another or try again.
    expect(screen.getByTestId('document-chosen-citizenship_back')).toBeVisible();
  });

  it('crops the original picture, shows the new preview and uploads only the cropped one', async () => {
    renderTab();
    const input = await screen.findByTestId('document-input-photograph');
    const user = userEvent.setup();
    const photo = new File([JPEG_BYTES], 'DSC_0042.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    await screen.findByTestId('document-preview-photograph');

    await user.click(screen.getByRole('button', { name: 'काट्नुहोस्' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'तस्बिर काट्नुहोस्' }));
    const cropper = dialog.getByTestId('fake-cropper');
    // The cropper works on the ORIGINAL file, through an object URL of its own.
    const cropUrl = cropper.getAttribute('data-image');
    expect(URL.createObjectURL).toHaveBeenLastCalledWith(photo);
    expect(cropUrl).toMatch(/^blob:/);
    expect(Number(cropper.getAttribute('data-aspect'))).toBe(0.75); // passport-like 3 : 4
    const apply = dialog.getByRole('button', { name: 'काटेको भाग राख्नुहोस्' });
    expect(apply).toBeDisabled(); // no area until the cropper has reported one
    expect(xhrs).toHaveLength(0);

    await user.click(cropper);
    await user.click(apply);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(cropUrl);
    expect(fitDocumentPicture).toHaveBeenLastCalledWith(
      photo,
      expect.objectContaining({ maxWidth: 600, maxHeight: 800 }),
      CROP.area,
    );
    expect(screen.getByTestId('document-prepared-note')).toHaveTextContent(
      '३००० × ४००० पिक्सेलको तस्बिरबाट १२०० × १६०० पिक्सेल भाग काटियो',
    );
    expect(xhrs).toHaveLength(0); // nothing leaves the browser before Upload

    await user.click(screen.getByTestId('document-upload-photograph'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    const sent = xhrs[0]!.body?.get('file') as Blob;
    expect(sent.size).toBe(CROP.bytes.length);
  });

  it('keeps the previous preview when the crop is cancelled', async () => {
    await i18n.changeLanguage('en');
    renderTab();
    const input = await screen.findByTestId('document-input-signature');
    const user = userEvent.setup();
    await user.upload(input, new File([JPEG_BYTES], 'sign.jpg', { type: 'image/jpeg' }));
    const note = await screen.findByTestId('document-prepared-note');
    const before = note.textContent;

    await user.click(screen.getByRole('button', { name: 'Crop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crop the picture' }));
    const cropUrl = dialog.getByTestId('fake-cropper').getAttribute('data-image');
    await user.click(dialog.getByTestId('fake-cropper'));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(cropUrl);
    expect(fitDocumentPicture).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('document-prepared-note')).toHaveTextContent(before ?? '');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect((xhrs[0]!.body?.get('file') as Blob).size).toBe(JPEG_BYTES.length);
  });
});

describe('documents tab asked for one kind', () => {
  it('brings the kind named in the address into view and outlines it, and only it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderTab('/user/profile/documents?kind=signature');
    const card = await screen.findByTestId('document-card-signature');
    expect(card).toHaveAttribute('data-requested', 'true');
    expect(screen.getByTestId('document-card-photograph')).not.toHaveAttribute('data-requested');
    await waitFor(() => expect(scrolled.mock.contexts).toContain(card));
    scrolled.mockRestore();
  });
});
