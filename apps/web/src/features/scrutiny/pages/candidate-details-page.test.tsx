import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  aStaffMemberWith,
  getUrls,
  serveMasterData,
} from '../../../test/master-data';
import { aScrutinyRow, candidateDetails } from '../test-fixtures';
import { openScrutinyAt } from '../test-pages';

vi.setConfig({ testTimeout: 30_000 });

const DETAILS = '/api/internal/scrutiny/candidate-details/ADV-2082-001';
const DECISION = '/api/internal/scrutiny/applications/42/decision';
const LAST_DECISION = '/api/internal/scrutiny/applications/43/decision';
const PAGE = '/admin/candidate-details/ADV-2082-001/100007/pending/2';
const NEXT_PAGE = '/admin/candidate-details/ADV-2082-001/100008/pending/2';
const PREVIOUS_PAGE = '/admin/candidate-details/ADV-2082-001/100006/pending/2';
const SAVED = { en: 'The scrutiny decision has been saved.', ne: 'रुजु निर्णय सुरक्षित भयो।' };

/** The form after this one: Ram Thapa's, the last of the list. */
const NEXT = candidateDetails({
  application: aScrutinyRow({ id: 43, masterId: 100008, candidateName: 'Ram Thapa' }),
  candidate: { ...candidateDetails().candidate, masterId: 100008, name: 'Ram Thapa' },
  place: {
    position: 3,
    total: 5,
    previous: { advertisementCode: 'ADV-2082-001', masterId: 100007 },
    next: null,
  },
});
const PICTURES = [77, 101, 102, 103, 104, 201, 202, 301, 302];
const PDF = 203;

const file = (type: string) => () =>
  new Response(new Blob(['file'], { type }), { status: 200, headers: { 'content-type': type } });

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${DETAILS}/100007`]: () => candidateDetails(),
      [`GET ${DETAILS}/100008`]: () => NEXT,
      [`GET ${DETAILS}/100006`]: () =>
        candidateDetails({
          candidate: { ...candidateDetails().candidate, masterId: 100006, name: 'Gita Rai' },
        }),
      [`POST ${DECISION}`]: () => ok(aScrutinyRow({ scrutinyStatus: 'approved' }), SAVED),
      [`POST ${LAST_DECISION}`]: () => ok(NEXT.application, SAVED),
      ...Object.fromEntries(
        PICTURES.map((id) => [`GET /api/internal/files/${id}`, file('image/jpeg')]),
      ),
      [`GET /api/internal/files/${PDF}`]: file('application/pdf'),
    },
  );
});

const open = (path = PAGE, user = A_STAFF_MEMBER) => openScrutinyAt(path, user);
/** The page's h1, once the form is read (the privilege guard answers first, as auth loads). */
const heading = async () => {
  await screen.findByTestId('scrutiny-place', {}, { timeout: 10_000 });
  return screen.getByRole('heading', { level: 1 });
};
const address = () => screen.getByTestId('address').textContent;
const section = (name: string) => screen.getByTestId(`scrutiny-section-${name}`);
const decisionCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith(DECISION));

describe('the candidate details in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("shows the form's facts, the candidate and the list's place, numbers in Devanagari", async () => {
    open();
    expect(await heading()).toHaveTextContent('उम्मेदवारको विवरण: Sita Sharma');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const form = section('application');
    expect(within(form).getByText('राजपत्राङ्कित तृतीय श्रेणी')).toBeInTheDocument();
    expect(within(form).getByText('शाखा अधिकृत')).toBeInTheDocument();
    expect(within(form).getByTestId('scrutiny-applied-at')).toHaveTextContent(
      '२०८३-०८-०४ वि.सं. (२०२६-११-२० ई.सं.)',
    );
    expect(within(form).getByTestId('scrutiny-voucher')).toHaveTextContent('012345AB · नबिल बैंक');
    expect(within(form).getByTestId('scrutiny-voucher')).toHaveTextContent('प्रमाणित');
    const candidate = section('candidate');
    expect(within(candidate).getByText('१००००७')).toBeInTheDocument();
    expect(within(candidate).getByText('महिला')).toBeInTheDocument();
    expect(within(candidate).getByTestId('scrutiny-date-of-birth')).toHaveTextContent(
      '२०५७-०१-०२ वि.सं. (२०००-०४-१४ ई.सं.)',
    );
    expect(screen.getByTestId('scrutiny-position')).toHaveTextContent('५ मध्ये २ औँ फारम');
    const asked = getUrls(fetchMock).find((url) => url.pathname === `${DETAILS}/100007`);
    expect(asked?.searchParams.get('status')).toBe('pending');
  });

  it('says the profile shown is the one the form was sent with, and warns when it changed since', async () => {
    open();
    await heading();
    expect(screen.getByTestId('scrutiny-snapshot')).toHaveTextContent(
      'फारम पठाउँदाको विवरण (२०८३-०८-०४ वि.सं. मा १०:०० बजे, नेपाल समय, लिइएको)।',
    );
    expect(screen.queryByTestId('scrutiny-snapshot-changed')).not.toBeInTheDocument();
    cleanup();
    serveMasterData(
      fetchMock,
      {},
      {
        [`GET ${DETAILS}/100007`]: () =>
          candidateDetails({
            snapshot: { takenAt: '2026-11-20T04:15:00.000Z', profileChangedSince: true },
          }),
      },
    );
    open();
    await heading();
    expect(screen.getByTestId('scrutiny-snapshot-changed')).toHaveTextContent(
      'यो फारम पठाएपछि उम्मेदवारले विवरण परिवर्तन गर्नुभएको छ।',
    );
  });

  it('shows the age in years, months and days on the cut-off date, against the rule', async () => {
    open();
    await heading();
    const age = section('age');
    expect(within(age).getByTestId('scrutiny-age')).toHaveTextContent('२६ वर्ष, ७ महिना, २७ दिन');
    expect(age).toHaveTextContent('२०८३-०८-२९ वि.सं.');
    expect(within(age).getByTestId('scrutiny-age-rule')).toHaveTextContent('महिला: १८ देखि ४० वर्ष');
    expect(within(age).getByText('१८ वर्ष')).toBeInTheDocument();
    expect(within(age).getByText('४० वर्ष')).toBeInTheDocument();
    const check = within(age).getByTestId('scrutiny-age-check');
    expect(check).toHaveTextContent('योग्य');
    expect(check).toHaveTextContent('उमेर गणना गर्ने मितिमा २६ वर्ष: १८ देखि ४० भित्र।');
  });

  it("shows the minimum qualification beside the candidate's education and its documents", async () => {
    open();
    await heading();
    const qualification = section('qualification');
    expect(within(qualification).getByTestId('scrutiny-requirements')).toHaveTextContent(
      'स्नातक वा सोभन्दा माथि',
    );
    const check = within(qualification).getByTestId('scrutiny-qualification-check');
    expect(check).toHaveTextContent('अयोग्य');
    expect(check).toHaveTextContent('भरिएको उच्चतम शैक्षिक योग्यता स्नातकभन्दा तल छ।');
    const education = within(qualification).getByTestId('scrutiny-education');
    expect(education).toHaveTextContent('प्रवीणता प्रमाणपत्र · व्यवस्थापन');
    expect(education).toHaveTextContent('७२.५ प्रतिशत · First');
    expect(education).toHaveTextContent('२०७६-०४-०१ वि.सं.');
    for (const name of ['लब्धाङ्क पत्र', 'चारित्रिक प्रमाणपत्र', 'समकक्षता प्रमाणपत्र'])
      expect(
        within(education).getByRole('button', {
          name: `प्रवीणता प्रमाणपत्र: ${name} हेर्नुहोस्`,
        }),
      ).toBeInTheDocument();
    // No back side was uploaded: no button for it.
    expect(within(education).queryByRole('button', { name: /पछाडि/ })).toBeNull();
  });

  it('shows the groups declared, the one applied for marked, each with its proof', async () => {
    open();
    await heading();
    const groups = section('groups');
    expect(within(groups).getByTestId('scrutiny-group-check')).toHaveTextContent(
      'उम्मेदवारले महिला समूह उल्लेख गर्नुभएको छ।',
    );
    const women = within(groups).getByTestId('scrutiny-group-WOMEN');
    expect(women).toHaveTextContent('आवेदन गरिएको');
    expect(within(women).getByRole('button', { name: 'महिला: प्रमाण हेर्नुहोस्' })).toBeVisible();
    const madhesi = within(groups).getByTestId('scrutiny-group-MADHESI');
    expect(madhesi).not.toHaveTextContent('आवेदन गरिएको');
  });

  it('zooms a document in Devanagari per cent', async () => {
    const user = open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'नागरिकता प्रमाणपत्र (अगाडि) हेर्नुहोस्' }));
    const viewer = await screen.findByRole('dialog');
    await within(viewer).findByTestId('document-viewer-image');
    await user.click(within(viewer).getByRole('button', { name: 'ठूलो पार्नुहोस्' }));
    expect(within(viewer).getByTestId('document-viewer-zoom')).toHaveTextContent('१२५ प्रतिशत');
  });

  it('a decision without a remark says so in Nepali and sends nothing', async () => {
    const user = open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'स्वीकृत गर्नुहोस्' }));
    expect(await screen.findByText('यो विवरण अनिवार्य छ।')).toBeInTheDocument();
    expect(decisionCalls()).toHaveLength(0);
    expect(address()).toBe(PAGE);
  });

  it('a form not there (or not allocated to this officer) is not found, in both languages', async () => {
    open('/admin/candidate-details/ADV-2082-001/999999/hold/3');
    const notFound = await screen.findByTestId('scrutiny-form-not-found', {}, { timeout: 10_000 });
    expect(within(notFound).getByRole('heading', { level: 1 })).toHaveTextContent('फारम भेटिएन');
    expect(notFound).toHaveTextContent('Form not found');
    expect(notFound).toHaveTextContent('This form does not exist, or it is not allocated to you');
    expect(within(notFound).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/scrutiny/all/hold/3',
    );
    expect(within(notFound).getByRole('link')).toHaveTextContent(
      'सूचीमा फर्कनुहोस् / Back to the list',
    );
    // Said on the page, not in a toast besides.
    expect(shownToasts()).toEqual([]);
  });
});

describe('the candidate details in English', () => {
  it('shows the facts, the checks and the place in the list', async () => {
    open();
    expect(await heading()).toHaveTextContent('Candidate details: Sita Sharma');
    expect(within(section('application')).getByText('Gazetted Third Class')).toBeVisible();
    expect(within(section('age')).getByTestId('scrutiny-age')).toHaveTextContent(
      '26 years, 7 months, 27 days',
    );
    expect(within(section('age')).getByTestId('scrutiny-age-check')).toHaveTextContent('Eligible');
    expect(within(section('qualification')).getByTestId('scrutiny-requirements')).toHaveTextContent(
      "Bachelor's degree or above",
    );
    expect(
      within(section('qualification')).getByTestId('scrutiny-qualification-check'),
    ).toHaveTextContent('Not eligible');
    expect(screen.getByTestId('scrutiny-group-WOMEN')).toHaveTextContent('Applied for');
    expect(screen.getByTestId('scrutiny-position')).toHaveTextContent('Form 2 of 5');
    expect(screen.getByTestId('scrutiny-back')).toHaveAttribute(
      'href',
      '/admin/scrutiny/all/pending/2',
    );
    const shortcuts = screen.getByTestId('scrutiny-shortcuts');
    expect(shortcuts).toHaveTextContent('N next form, P previous form');
    expect(shortcuts).toHaveTextContent('A approve, H hold, R reject');
    // The decision's region is described by the shortcuts line.
    expect(section('decision')).toHaveAccessibleDescription(shortcuts.textContent!);
  });

  it("shows a held form's reason and last day to fix", async () => {
    const held = aScrutinyRow({
      scrutinyStatus: 'hold',
      scrutinyRemarks: 'Photo unclear',
      holdReason: 'photograph',
      holdUntil: '2026-12-01',
    });
    serveMasterData(
      fetchMock,
      {},
      {
        [`GET ${DETAILS}/100007`]: () => candidateDetails({ application: held }),
      },
    );
    open('/admin/candidate-details/ADV-2082-001/100007/hold/1');
    await heading();
    expect(screen.getByTestId('scrutiny-preview-hold-reason')).toHaveTextContent(
      'Photograph or signature unclear',
    );
    expect(screen.getByTestId('scrutiny-preview-hold-until')).toHaveTextContent(
      '2083-08-15 B.S. (2026-12-01 A.D.)',
    );
    expect(screen.getByTestId('scrutiny-back')).toHaveAttribute(
      'href',
      '/admin/scrutiny/all/hold/1',
    );
  });

  it("shows the candidate's documents as pictures with their names", async () => {
    open();
    await heading();
    const documents = section('documents');
    for (const label of [
      'Scanned photograph',
      'Scanned signature',
      'Citizenship certificate (front)',
      'Citizenship certificate (back)',
    ])
      expect(within(documents).getByRole('button', { name: `View ${label}` })).toBeVisible();
    expect(await within(documents).findByRole('img', { name: 'Scanned photograph' })).toBeVisible();
    expect(await screen.findByRole('img', { name: "The candidate's bank voucher" })).toBeVisible();
  });

  it('opens a document in the viewer, read from the staff file route, and zooms it', async () => {
    const user = open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'View Citizenship certificate (front)' }));
    const viewer = await screen.findByRole('dialog', { name: 'Citizenship certificate (front)' });
    const image = await within(viewer).findByTestId('document-viewer-image');
    expect(image).toHaveAccessibleName('Citizenship certificate (front)');
    expect(getUrls(fetchMock).map((url) => url.pathname)).toContain('/api/internal/files/103');
    expect(image.style.width).toBe('100%');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(image.style.width).toBe('125%');
    await user.keyboard('+');
    expect(image.style.width).toBe('150%');
    await user.keyboard('+');
    expect(image.style.width).toBe('200%');
    expect(within(viewer).getByTestId('document-viewer-zoom')).toHaveTextContent('200%');
    await user.keyboard('-');
    expect(image.style.width).toBe('150%');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom out' }));
    await user.click(within(viewer).getByRole('button', { name: 'Zoom out' }));
    await user.click(within(viewer).getByRole('button', { name: 'Zoom out' }));
    expect(image.style.width).toBe('75%');
    await user.click(within(viewer).getByRole('button', { name: 'Fit to width' }));
    expect(image.style.width).toBe('100%');
    // The picture scrolls in its own labelled area once enlarged.
    expect(
      within(viewer).getByRole('region', { name: 'Citizenship certificate (front), enlarged' }),
    ).toContainElement(image);
  });

  it('Escape closes the viewer; while it is open, N does not leave the form', async () => {
    const user = open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'View Scanned signature' }));
    await screen.findByRole('dialog');
    await user.keyboard('n');
    expect(address()).toBe(PAGE);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('n');
    await waitFor(() => expect(address()).toBe(NEXT_PAGE));
  });

  it('shows a PDF in the browser’s reader, with a way to save it', async () => {
    const user = open();
    await heading();
    await user.click(
      screen.getByRole('button', { name: 'View Intermediate: Equivalence certificate' }),
    );
    const viewer = await screen.findByRole('dialog');
    expect(await within(viewer).findByTitle('Intermediate: Equivalence certificate')).toBeVisible();
    expect(within(viewer).queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(within(viewer).getByRole('button', { name: 'Download' })).toBeVisible();
  });

  it('a decision without a remark says so and sends nothing', async () => {
    const user = open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(decisionCalls()).toHaveLength(0);
  });

  it('a decision posts, then the next form of the list opens', async () => {
    const user = open();
    await heading();
    await user.type(screen.getByLabelText(/Remarks/), 'Documents verified');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(address()).toBe(NEXT_PAGE));
    expect(decisionCalls()).toHaveLength(1);
    expect(JSON.parse(String(decisionCalls()[0]?.[1]?.body))).toStrictEqual({
      decision: 'approved',
      remarks: 'Documents verified',
    });
    expect(await heading()).toHaveTextContent('Candidate details: Ram Thapa');
    expect(shownToasts()).toContain(SAVED.en);
    // A fresh form: the remark typed for the last one is gone.
    expect(screen.getByLabelText(/Remarks/)).toHaveValue('');
  });

  it('after the last form of the list, a decision goes back to the list', async () => {
    const user = open(NEXT_PAGE);
    expect(await heading()).toHaveTextContent('Ram Thapa');
    expect(screen.getByTestId('scrutiny-next-form')).toBeDisabled();
    await user.type(screen.getByLabelText(/Remarks/), 'Documents verified');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(address()).toBe('/admin/scrutiny/all/pending/2'));
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(LAST_DECISION))).toBe(
      true,
    );
  });

  it('N and P open the next and previous forms; the links say where', async () => {
    const user = open();
    await heading();
    expect(screen.getByRole('link', { name: 'Next form' })).toHaveAttribute('href', NEXT_PAGE);
    expect(screen.getByRole('link', { name: 'Previous form' })).toHaveAttribute(
      'href',
      PREVIOUS_PAGE,
    );
    // The next form is read while this one is shown, so N opens it at once.
    await waitFor(() =>
      expect(getUrls(fetchMock).map((url) => url.pathname)).toContain(`${DETAILS}/100008`),
    );
    await user.keyboard('n');
    await waitFor(() => expect(address()).toBe(NEXT_PAGE));
    expect(await heading()).toHaveTextContent('Ram Thapa');
    await user.keyboard('p');
    await waitFor(() => expect(address()).toBe(PAGE));
    expect(await heading()).toHaveTextContent('Sita Sharma');
    await user.keyboard('p');
    await waitFor(() => expect(address()).toBe(PREVIOUS_PAGE));
    expect(await heading()).toHaveTextContent('Gita Rai');
  });

  it('A, a remark and Ctrl+Enter approve the form and open the next one', async () => {
    const user = open();
    await heading();
    await user.keyboard('a');
    expect(screen.getByLabelText(/Remarks/)).toHaveFocus();
    // Typed in the remark, N is a letter: the form stays.
    await user.keyboard('Documents verified, nothing missing');
    expect(address()).toBe(PAGE);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(address()).toBe(NEXT_PAGE));
    expect(JSON.parse(String(decisionCalls()[0]?.[1]?.body))).toStrictEqual({
      decision: 'approved',
      remarks: 'Documents verified, nothing missing',
    });
  });

  it('shows no decision, and no keys for one, to a read-only officer', async () => {
    const user = open(PAGE, aStaffMemberWith('SC', ['read']));
    await heading();
    expect(screen.queryByTestId('scrutiny-section-decision')).toBeNull();
    expect(screen.getByTestId('scrutiny-shortcuts')).not.toHaveTextContent('A approve');
    await user.keyboard('a');
    expect(screen.queryByLabelText(/Remarks/)).toBeNull();
  });

  it('an address that names no form is not found, without asking the server', async () => {
    open('/admin/candidate-details/ADV-2082-001/abc/pending/1');
    expect(
      await screen.findByTestId('scrutiny-form-not-found', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(getUrls(fetchMock).some((url) => url.pathname.startsWith(DETAILS))).toBe(false);
  });

  it('is not permitted without SC', async () => {
    open(PAGE, aStaffMemberWith('SR', ['read']));
    expect(await screen.findByText('Not permitted', {}, { timeout: 10_000 })).toBeVisible();
  });
});
