import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  MESSAGES,
  adToBs,
  type TAdvertisementDetail,
  type TAdvertisementView,
  type TCurrentUser,
} from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import { anAdvertisementView } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { PublishAdvertisementPage } from './publish-advertisement-page';

vi.setConfig({ testTimeout: 30_000 });

const day = (ad: string) => ({ ad, bs: adToBs(ad) });
const dates = {
  publishDate: day('2030-01-10'),
  singleFeeDeadline: day('2030-02-01'),
  doubleFeeDeadline: day('2030-02-08'),
  ageCutOffDate: day('2030-02-01'),
  admitCardDate: day('2030-03-15'),
};

/** The fixture's pending advertisement, dated as `dates` says. */
const PENDING: TAdvertisementView = anAdvertisementView();

const PRE_LIVE: TAdvertisementView = {
  ...PENDING,
  id: 12,
  code: 'ADV-2086-012',
  advertisementNumber: '16613/086-87',
  oldAdvertisementNumber: 'TMP-12',
  status: 'pre_live',
  paymentLastDateAd: '2030-02-03',
  paymentLastDateBs: adToBs('2030-02-03'),
  doubleFeePaymentLastDateAd: '2030-02-10',
  doubleFeePaymentLastDateBs: adToBs('2030-02-10'),
  publishedAt: '2030-01-05T04:15:00.000Z',
};

/**
 * An advertisement a requisition's distribution made: the number reserved for its quota, and no
 * date until the publish form sets all seven.
 */
const FROM_DISTRIBUTION: TAdvertisementView = anAdvertisementView({
  id: 13,
  code: '16614-082-83',
  advertisementNumber: '16614/082-83',
  postEn: 'Nayab Subba',
  postNe: 'नायब सुब्बा',
  quotaId: 2,
  quotaEn: 'Women',
  quotaNe: 'महिला',
  vacancyCount: 3,
  requisitionNumber: 'RQ-4/082-83',
  publishDateAd: null,
  publishDateBs: null,
  singleFeeDeadlineAd: null,
  singleFeeDeadlineBs: null,
  doubleFeeDeadlineAd: null,
  doubleFeeDeadlineBs: null,
  ageCutOffDateAd: null,
  ageCutOffDateBs: null,
  admitCardDateAd: null,
  admitCardDateBs: null,
});

const DETAIL: TAdvertisementDetail = {
  ...PRE_LIVE,
  examCentres: [
    {
      id: 1,
      nameEn: 'Padma Kanya Campus',
      nameNe: 'पद्मकन्या क्याम्पस',
      districtEn: 'Kathmandu',
      districtNe: 'काठमाडौं',
    },
  ],
  events: [
    {
      id: 1,
      action: 'create',
      fromStatus: null,
      toStatus: 'pending',
      actor: { id: 4, username: 'gita', name: 'Gita Rai' },
      remarks: null,
      at: '2029-12-20T04:15:00.000Z',
    },
    {
      id: 2,
      action: 'schedule',
      fromStatus: 'pending',
      toStatus: 'pending',
      actor: { id: 4, username: 'gita', name: 'Gita Rai' },
      remarks: '2030-01-05T04:15:00.000Z',
      at: '2029-12-21T04:15:00.000Z',
    },
    {
      id: 3,
      action: 'publish',
      fromStatus: 'pending',
      toStatus: 'pre_live',
      actor: null,
      remarks: 'scheduled',
      at: '2030-01-05T04:15:00.000Z',
    },
    {
      id: 4,
      action: 'change_dates',
      fromStatus: 'pre_live',
      toStatus: 'pre_live',
      actor: { id: 4, username: 'gita', name: 'Gita Rai' },
      remarks: '+7 days: singleFeeDeadline 2030-01-25→2030-02-01',
      at: '2030-01-06T04:15:00.000Z',
    },
  ],
};

const staff = (privileges: string[]): TCurrentUser => ({
  id: 4,
  username: 'gita',
  fullName: 'Gita Rai',
  type: 'staff',
  masterId: null,
  privileges,
  mustChangePassword: false,
});

const CONFLICT = {
  en: 'Only a pre-live advertisement can go live; this one is live.',
  ne: 'प्रकाशन पूर्व अवस्थाको विज्ञापन मात्र सञ्चालनमा ल्याउन सकिन्छ; यो विज्ञापन अहिले सञ्चालनमा अवस्थामा छ।',
};

let fetchMock: FetchMock;

/** The signed-in staff member, the lists by name, the detail, and every write echoed. */
function serve(privileges: string[], pending: TAdvertisementView[] = [PENDING]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/oauth/me') return ok(staff(privileges));
    if (url.pathname === '/api/internal/advertisements/list') {
      const lists: Record<string, TAdvertisementView[]> = {
        pending,
        published: [PRE_LIVE],
      };
      const items = lists[url.searchParams.get('status') ?? ''] ?? [];
      return ok({ items, total: items.length, page: 1, pageSize: 10 });
    }
    if (url.pathname === '/api/internal/advertisements/12') return ok(DETAIL);
    if (url.pathname.endsWith('/go-live'))
      return json(409, {
        status: 0,
        message: CONFLICT,
        data: { status: 'live' },
        code: 'CONFLICT',
      });
    if (method === 'POST') return ok(DETAIL, { en: 'Done.', ne: 'भयो।' });
    return json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' });
  });
}

function renderPage() {
  storeTokens('a1');
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <MemoryRouter>
        <PublishAdvertisementPage />
      </MemoryRouter>
    </Wrapper>,
  );
  return userEvent.setup({ delay: null });
}

function postBody(path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => init?.method === 'POST' && String(input).endsWith(path),
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('PublishAdvertisementPage in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("publishes a distribution's advertisement: its requisition named, its reserved number kept, all dates set", async () => {
    serve(['PA'], [PENDING, FROM_DISTRIBUTION]);
    const user = renderPage();
    expect(await screen.findByTestId('advertisement-row-requisition-13')).toHaveTextContent(
      'From requisition RQ-4/082-83',
    );
    const row = screen.getByText('16614-082-83').closest('tr')!;
    expect(row).toHaveTextContent('Set when published');
    expect(screen.queryByTestId('advertisement-row-requisition-11')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('publish-13'));
    const form = await screen.findByTestId('publish-form');
    expect(within(form).getByTestId('publish-from-requisition')).toHaveTextContent(
      'From requisition RQ-4/082-83',
    );
    expect(screen.getByTestId('publish-new-number')).toHaveValue('16614/082-83');
    expect(within(form).getByLabelText(/^Publish date \(A\.D\.\)/)).toHaveValue('');
    const typed: [string, string][] = [
      ['Publish date', '2030-01-10'],
      ['Single submission last date', '2030-02-01'],
      ['Payment last date', '2030-02-03'],
      ['Double fee submission last date', '2030-02-08'],
      ['Double fee payment last date', '2030-02-10'],
      ['Age cut-off date', '2030-02-01'],
      ['Admit card download date', '2030-03-15'],
    ];
    for (const [label, value] of typed)
      await user.type(within(form).getByLabelText(new RegExp(`^${label} \\(A\\.D\\.\\)`)), value);
    await user.click(screen.getByTestId('publish-submit'));
    await waitFor(() => expect(postBody('/advertisements/13/publish')).toBeDefined());
    expect(postBody('/advertisements/13/publish')).toMatchObject({
      newAdvertisementNumber: '16614/082-83',
      publishDateAd: '2030-01-10',
      admitCardDateAd: '2030-03-15',
      admitCardDateBs: dates.admitCardDate.bs,
    });
  });

  it('publishes a pending advertisement with a new number and all seven dates', async () => {
    serve(['PA']);
    const user = renderPage();
    expect(await screen.findByText('ADV-2086-011')).toBeInTheDocument();
    expect(screen.getByText('Section Officer')).toBeInTheDocument();
    await user.click(screen.getByTestId('publish-11'));
    const form = await screen.findByTestId('publish-form');
    expect(within(form).getByLabelText(/^Publish date \(A\.D\.\)/)).toHaveValue('2030-01-10');

    await user.click(screen.getByTestId('publish-submit'));
    expect(await within(form).findAllByText(MESSAGES['validation.required'].en)).not.toHaveLength(
      0,
    );
    expect(postBody('/publish')).toBeUndefined();

    await user.type(screen.getByTestId('publish-new-number'), '16613/086-87');
    await user.type(within(form).getByLabelText(/^Payment last date \(A\.D\.\)/), '2030-02-03');
    await user.type(
      within(form).getByLabelText(/^Double fee payment last date \(A\.D\.\)/),
      '2030-02-10',
    );
    await user.click(screen.getByTestId('publish-submit'));
    await waitFor(() => expect(postBody('/advertisements/11/publish')).toBeDefined());
    expect(postBody('/advertisements/11/publish')).toEqual({
      newAdvertisementNumber: '16613/086-87',
      publishDateAd: '2030-01-10',
      publishDateBs: dates.publishDate.bs,
      singleFeeDeadlineAd: '2030-02-01',
      singleFeeDeadlineBs: dates.singleFeeDeadline.bs,
      paymentLastDateAd: '2030-02-03',
      paymentLastDateBs: adToBs('2030-02-03'),
      doubleFeeDeadlineAd: '2030-02-08',
      doubleFeeDeadlineBs: dates.doubleFeeDeadline.bs,
      doubleFeePaymentLastDateAd: '2030-02-10',
      doubleFeePaymentLastDateBs: adToBs('2030-02-10'),
      ageCutOffDateAd: '2030-02-01',
      ageCutOffDateBs: dates.ageCutOffDate.bs,
      admitCardDateAd: '2030-03-15',
      admitCardDateBs: dates.admitCardDate.bs,
    });
  });

  it('refuses dates out of order before calling the server', async () => {
    serve(['PA']);
    const user = renderPage();
    await user.click(await screen.findByTestId('publish-11'));
    const form = await screen.findByTestId('publish-form');
    await user.type(screen.getByTestId('publish-new-number'), '16613/086-87');
    await user.type(within(form).getByLabelText(/^Payment last date \(A\.D\.\)/), '2030-01-20');
    await user.type(
      within(form).getByLabelText(/^Double fee payment last date \(A\.D\.\)/),
      '2030-02-10',
    );
    await user.click(screen.getByTestId('publish-submit'));
    expect(
      await within(form).findByText(MESSAGES['advertisements.paymentBeforeSingle'].en),
    ).toBeInTheDocument();
    expect(postBody('/publish')).toBeUndefined();
  });

  it('schedules the publish at a time typed in Nepal time', async () => {
    serve(['PA']);
    const user = renderPage();
    await user.click(await screen.findByTestId('publish-11'));
    const form = await screen.findByTestId('publish-form');
    await user.type(screen.getByTestId('publish-new-number'), '16613/086-87');
    await user.type(within(form).getByLabelText(/^Payment last date \(A\.D\.\)/), '2030-02-03');
    await user.type(
      within(form).getByLabelText(/^Double fee payment last date \(A\.D\.\)/),
      '2030-02-10',
    );
    await user.click(screen.getByTestId('publish-schedule'));
    await user.click(screen.getByTestId('publish-submit'));
    expect(await within(form).findByText(MESSAGES['validation.required'].en)).toBeInTheDocument();
    expect(postBody('/publish')).toBeUndefined();

    fireEvent.change(screen.getByTestId('publish-scheduled-at'), {
      target: { value: '2030-01-05T10:00' },
    });
    expect(screen.getByTestId('publish-submit')).toHaveTextContent('Schedule publishing');
    await user.click(screen.getByTestId('publish-submit'));
    await waitFor(() => expect(postBody('/advertisements/11/publish')).toBeDefined());
    expect(postBody('/advertisements/11/publish')).toMatchObject({
      scheduledAt: '2030-01-05T10:00:00+05:45',
    });
  });

  it('rejects with remarks, which are required', async () => {
    serve(['PA']);
    const user = renderPage();
    await user.click(await screen.findByTestId('reject-11'));
    await user.click(await screen.findByTestId('reject-submit'));
    expect(await screen.findByText(MESSAGES['validation.required'].en)).toBeInTheDocument();
    await user.type(screen.getByTestId('reject-remarks'), 'Wrong quota group');
    await user.click(screen.getByTestId('reject-submit'));
    await waitFor(() =>
      expect(postBody('/advertisements/11/reject')).toEqual({ remarks: 'Wrong quota group' }),
    );
  });

  it('gives extra days to a published advertisement; PA alone sees no go-live button', async () => {
    serve(['PA']);
    const user = renderPage();
    await user.click(await screen.findByTestId('tab-published'));
    expect(await screen.findByText('ADV-2086-012')).toBeInTheDocument();
    expect(screen.queryByTestId('go-live-12')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('dates-12'));
    await user.type(await screen.findByTestId('dates-extra-days'), '61');
    await user.click(screen.getByTestId('dates-submit'));
    expect(
      await screen.findByText(MESSAGES['advertisements.extraDaysRange'].en),
    ).toBeInTheDocument();
    await user.clear(screen.getByTestId('dates-extra-days'));
    await user.type(screen.getByTestId('dates-extra-days'), '7');
    await user.click(screen.getByTestId('dates-submit'));
    await waitFor(() =>
      expect(postBody('/advertisements/12/dates')).toEqual({
        mode: 'extraDays',
        extraDays: 7,
        expectedAdmitCardDateAd: PRE_LIVE.admitCardDateAd,
      }),
    );
  });

  it('shows every date and the timeline with who acted when a row is opened', async () => {
    serve(['PA']);
    const user = renderPage();
    await user.click(await screen.findByTestId('tab-published'));
    await screen.findByText('ADV-2086-012');
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    const facts = await screen.findByTestId('advertisement-facts-12');
    expect(facts).toHaveTextContent('Payment last date');
    expect(facts).toHaveTextContent('2030-02-03 A.D.');
    expect(facts).toHaveTextContent('TMP-12');
    expect(await screen.findByTestId('advertisement-exam-centres-12')).toHaveTextContent(
      'Padma Kanya Campus, Kathmandu',
    );
    expect(await screen.findByTestId('advertisement-event-create')).toHaveTextContent(
      'Gita Rai (gita)',
    );
    expect(screen.getByTestId('advertisement-event-publish')).toHaveTextContent(
      'Scheduled publish (system)',
    );
    expect(screen.getByTestId('advertisement-event-change_dates')).toHaveTextContent(
      'Extra days: 7',
    );
    expect(screen.getByTestId('advertisement-event-change_dates')).toHaveTextContent(
      'Single submission last date:',
    );
  });
});

describe('PublishAdvertisementPage in Nepali', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ne');
  });

  it('names the lists in Nepali, writes digits in Devanagari, and shows a refusal in Nepali', async () => {
    serve(['PA', 'RNG']);
    const user = renderPage();
    expect(await screen.findByText('ADV-2086-011')).toBeInTheDocument();
    expect(screen.getByTestId('tab-pending')).toHaveTextContent('विचाराधीन');
    expect(screen.getByText('शाखा अधिकृत')).toBeInTheDocument();
    expect(screen.getByText('५८')).toBeInTheDocument();

    await user.click(screen.getByTestId('tab-published'));
    expect(await screen.findByText('१६६१३/०८६-८७')).toBeInTheDocument();
    await user.click(screen.getByTestId('go-live-12'));
    await user.click(await screen.findByTestId('go-live-confirm'));
    await waitFor(() => expect(shownToasts()).toContain(CONFLICT.ne));
  });

  it("a distribution's advertisement: its requisition named, its reserved number in Devanagari digits", async () => {
    serve(['PA'], [FROM_DISTRIBUTION]);
    const user = renderPage();
    expect(await screen.findByTestId('advertisement-row-requisition-13')).toHaveTextContent(
      'माग नं. RQ-4/082-83 बाट',
    );
    expect(screen.getByText('प्रकाशन गर्दा तोकिन्छ')).toBeInTheDocument();
    await user.click(screen.getByTestId('publish-13'));
    await screen.findByTestId('publish-form');
    expect(screen.getByTestId('publish-new-number')).toHaveValue('१६६१४/०८२-८३');
  });

  it('labels the publish form in Nepali', async () => {
    serve(['PA']);
    const user = renderPage();
    await user.click(await screen.findByTestId('publish-11'));
    const form = await screen.findByTestId('publish-form');
    expect(within(form).getByLabelText(/^भुक्तानीको अन्तिम मिति \(वि\.सं\.\)/)).toBeInTheDocument();
    expect(within(form).getByText('हालको नम्बर: TMP-११')).toBeInTheDocument();
  });
});
