import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MESSAGES,
  type TCurrentUser,
  type TDistribution,
  type TRequisitionSummary,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import {
  aStaffMemberWith,
  bodyOf,
  getUrls,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { A_STAFF_MEMBER, aRequisition, aRequisitionDetail, pageOf } from '../test-fixtures';
import { ApprovalPage } from './approval-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
let waiting: TRequisitionSummary[];
let distributions: TDistribution[];

const APPROVALS = '/api/internal/distribution/approvals';
const decisionPath = (id: number, decision: 'approve' | 'reject') =>
  `/api/internal/distribution/distributions/${id}/${decision}`;

/** One part of a saved split: a quota with its reserved number, or promotion (no number). */
const part = (
  quotaId: number | null,
  nameEn: string,
  nameNe: string,
  advertisementNumber: string | null,
  seats: number,
): TDistribution['quotas'][number] => ({
  quotaId,
  heading: quotaId === null ? 'seniority' : null,
  nameEn,
  nameNe,
  advertisementNumber,
  seats,
  advertisementId: null,
});

/** The twelve Section Officers of RQ-7, split and waiting for the commission's decision. */
const SPLIT: TDistribution = {
  id: 5,
  requisitionId: 7,
  requisitionNumber: 'RQ-7/082-83',
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  demandOfficeEn: 'District Administration Office, Kathmandu',
  demandOfficeNe: 'जिल्ला प्रशासन कार्यालय, काठमाडौं',
  totalVacancy: 12,
  fiscalYear: '2082-83',
  status: 'submitted',
  decisionRemarks: null,
  quotas: [
    part(1, 'Open', 'खुला', '16613/082-83', 5),
    part(2, 'Women', 'महिला', '16614/082-83', 3),
    part(5, 'Dalit', 'दलित', '16617/082-83', 0),
    part(null, 'Promotion by seniority', 'ज्येष्ठताका आधारमा बढुवा', null, 4),
  ],
};

const SECOND = aRequisition({
  id: 9,
  number: 'RQ-9/082-83',
  postEn: 'Nayab Subba',
  postNe: 'नायब सुब्बा',
  classEn: 'Non-gazetted First Class',
  classNe: 'राजपत्र अनङ्कित प्रथम श्रेणी',
  gazetted: false,
  totalVacancy: 4,
});

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  waiting = [aRequisition(), SECOND];
  distributions = [SPLIT];
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${APPROVALS}`]: () => pageOf(distributions),
      [`POST ${decisionPath(5, 'approve')}`]: () => {
        distributions = [];
        return ok({ ...SPLIT, status: 'approved' }, MESSAGES['distribution.approved']);
      },
      [`POST ${decisionPath(5, 'reject')}`]: () => {
        distributions = [];
        return ok({ ...SPLIT, status: 'rejected' }, MESSAGES['distribution.rejected']);
      },
      'GET /api/internal/requisitions': () => pageOf(waiting),
      'POST /api/internal/requisitions/7/decision': () =>
        ok(aRequisitionDetail({ status: 'approved' }), MESSAGES['requisitions.approved']),
      'POST /api/internal/requisitions/9/decision': () => {
        waiting = waiting.filter((r) => r.id !== 9);
        return ok(
          aRequisitionDetail({ ...SECOND, status: 'approved' }),
          MESSAGES['requisitions.approved'],
        );
      },
    },
  );
});

const renderPage = () =>
  renderAt(<ApprovalPage />, '/admin/approval', '/admin/approval', { signedInAs: A_STAFF_MEMBER });

describe('ApprovalPage in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('has the two tabs and lists the requisitions waiting for approval', async () => {
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वीकृति कार्य' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'पदपूर्ति माग स्वीकृति (२)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = (await screen.findByText('RQ-9/082-83')).closest('tr')!;
    expect(within(row).getByText('नायब सुब्बा')).toBeVisible();
    expect(within(row).getByText('४')).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'माग फाराम RQ-9/082-83 स्वीकृत गर्नुहोस्' }),
    ).toBeVisible();
    expect(within(row).getByRole('link', { name: 'माग फाराम RQ-9/082-83 खोल्नुहोस्' })).toBeVisible();
    const lists = getUrls(fetchMock).filter((url) => url.pathname === '/api/internal/requisitions');
    expect(lists.every((url) => url.searchParams.get('status') === 'filed')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'पद वितरण प्रतिशत स्वीकृति (१)' }));
    expect(await screen.findByText('RQ-7/082-83')).toBeVisible();
    expect(screen.queryByText('RQ-9/082-83')).not.toBeInTheDocument();
  });

  it('lists the distributions waiting: the split as "quota: seats (number)" lines in Devanagari digits', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('approval-tab-distribution'));
    const row = (await screen.findByText('RQ-7/082-83')).closest('tr')!;
    expect(within(row).getByText('शाखा अधिकृत')).toBeVisible();
    expect(within(row).getByText('जिल्ला प्रशासन कार्यालय, काठमाडौं')).toBeVisible();
    expect(within(row).getByText('१२')).toBeVisible();
    const lines = [...within(row).getByTestId('approval-split-5').children].map(
      (line) => line.textContent,
    );
    // A quota given no posts makes no advertisement: it is left out.
    expect(lines).toEqual([
      'खुला: ५ (१६६१३/०८२-८३)',
      'महिला: ३ (१६६१४/०८२-८३)',
      'ज्येष्ठताका आधारमा बढुवा: ४',
    ]);
    expect(
      within(row).getByRole('button', { name: 'माग नं. RQ-7/082-83 को पद वितरण स्वीकृत गर्नुहोस्' }),
    ).toBeVisible();
    expect(
      within(row).getByRole('button', {
        name: 'माग नं. RQ-7/082-83 को पद वितरण सच्याउन फिर्ता पठाउनुहोस्',
      }),
    ).toBeVisible();
  });

  it('on a phone: each distribution is a card with its split and its buttons', async () => {
    setScreenWidth(375);
    const user = renderPage();
    await user.click(await screen.findByTestId('approval-tab-distribution'));
    const list = await screen.findByRole('list', { name: 'पद वितरण प्रतिशत स्वीकृति' });
    const [card] = await within(list).findAllByRole('article');
    expect(card).toHaveTextContent('खुला: ५ (१६६१३/०८२-८३)');
    expect(within(card!).getByRole('button', { name: /स्वीकृत गर्नुहोस्/ })).toBeVisible();
  });
});

describe('ApprovalPage: a gazetted post', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('asks for the consent letter before approving, and sends it with the remarks', async () => {
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'माग फाराम RQ-7/082-83 स्वीकृत गर्नुहोस्' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'राजपत्राङ्कित पदको माग फाराम RQ-7/082-83 स्वीकृत गर्ने',
    });
    expect(within(dialog).getByTestId('consent-letter')).toHaveTextContent(
      'सङ्घीय मामिला तथा सामान्य प्रशासन मन्त्रालयको सहमति पत्र',
    );
    await user.type(within(dialog).getByLabelText(/स्वीकृतिको कैफियत/), 'पद रिक्त छन्।');
    await user.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findAllByText('यो विवरण अनिवार्य छ।')).not.toHaveLength(0);
    expect(bodyOf(fetchMock, 'POST')).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/सहमति पत्रको सङ्ख्या/), 'च.नं. ४१५');
    fireEvent.change(within(dialog).getByLabelText(/पत्रको मिति \(वि.सं.\)/), {
      target: { value: '२०८२-०८-०४' },
    });
    await user.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        decision: 'approve',
        remarks: 'पद रिक्त छन्।',
        consentLetter: { number: 'च.नं. ४१५', dateAd: '2025-11-20', dateBs: '2082-08-04' },
      }),
    );
  });
});

describe('ApprovalPage in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('approves a row with remarks; the requisition leaves the list', async () => {
    const user = renderPage();
    expect(
      await screen.findByRole('tab', { name: 'Approve Vacancy Requisition (2)' }),
    ).toBeVisible();
    // Its count arrives with its own list, maybe later.
    expect(
      screen.getByRole('tab', { name: /^Approve Vacancy Percentage Distribution/ }),
    ).toBeVisible();
    await user.click(
      await screen.findByRole('button', { name: 'Approve requisition RQ-9/082-83' }),
    );
    await user.type(await screen.findByLabelText(/Approval remarks/), 'Agreed.');
    await user.click(screen.getByTestId('decision-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({ decision: 'approve', remarks: 'Agreed.' }),
    );
    await waitFor(() => expect(screen.queryByText('RQ-9/082-83')).not.toBeInTheDocument());
    expect(screen.getByText('RQ-7/082-83')).toBeVisible();
    expect(shownToasts()).toContain(MESSAGES['requisitions.approved'].en);
    expect(
      await screen.findByRole('tab', { name: 'Approve Vacancy Requisition (1)' }),
    ).toBeVisible();
  });

  it('approves a distribution with remarks: it leaves the list, its advertisements are made', async () => {
    const user = renderPage();
    await user.click(
      await screen.findByRole('tab', { name: 'Approve Vacancy Percentage Distribution (1)' }),
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Approve the distribution of requisition RQ-7/082-83',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the distribution of requisition RQ-7/082-83',
    });
    await user.click(within(dialog).getByTestId('distribution-decision-submit'));
    expect(await within(dialog).findByText(MESSAGES['validation.required'].en)).toBeVisible();
    expect(bodyOf(fetchMock, 'POST')).toBeUndefined();
    await user.type(within(dialog).getByLabelText(/Approval remarks/), 'As the formula gives.');
    await user.click(within(dialog).getByTestId('distribution-decision-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({ remarks: 'As the formula gives.' }),
    );
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe(decisionPath(5, 'approve'));
    expect(shownToasts()).toContain(MESSAGES['distribution.approved'].en);
    expect(await screen.findByTestId('approval-distribution-empty')).toBeVisible();
    expect(
      await screen.findByRole('tab', { name: 'Approve Vacancy Percentage Distribution (0)' }),
    ).toBeVisible();
  });

  it('returns a distribution only after confirming the remarks', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('approval-tab-distribution'));
    await user.click(
      await screen.findByRole('button', {
        name: 'Return the distribution of requisition RQ-7/082-83 for correction',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Return the distribution of requisition RQ-7/082-83',
    });
    await user.type(
      within(dialog).getByLabelText(/What to correct/),
      'Give the Dalit quota a post.',
    );
    await user.click(within(dialog).getByTestId('distribution-decision-submit'));
    const confirm = await within(dialog).findByTestId('distribution-decision-confirm');
    expect(confirm).toHaveTextContent(
      'Return the distribution of requisition RQ-7/082-83 for correction with these remarks?',
    );
    expect(confirm).toHaveTextContent('Give the Dalit quota a post.');
    expect(bodyOf(fetchMock, 'POST')).toBeUndefined();

    // Back to the remarks, and on again.
    await user.click(within(dialog).getByTestId('distribution-decision-back'));
    await user.click(within(dialog).getByTestId('distribution-decision-submit'));
    await user.click(await within(dialog).findByTestId('distribution-decision-confirm-reject'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({ remarks: 'Give the Dalit quota a post.' }),
    );
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe(decisionPath(5, 'reject'));
    expect(shownToasts()).toContain(MESSAGES['distribution.rejected'].en);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why an approval was refused (409 no fee) and keeps the distribution listed', async () => {
    serveMasterData(
      fetchMock,
      {},
      {
        'GET /api/internal/requisitions': () => pageOf(waiting),
        [`GET ${APPROVALS}`]: () => pageOf(distributions),
        [`POST ${decisionPath(5, 'approve')}`]: () =>
          json(409, {
            status: 0,
            code: 'CONFLICT',
            message: MESSAGES['distribution.noFee'],
            data: null,
          }),
      },
    );
    const user = renderPage();
    await user.click(await screen.findByTestId('approval-tab-distribution'));
    await user.click(await screen.findByTestId('distribution-approve-5'));
    await user.type(await screen.findByLabelText(/Approval remarks/), 'Agreed.');
    await user.click(screen.getByTestId('distribution-decision-submit'));
    await waitFor(() => expect(shownToasts()).toContain(MESSAGES['distribution.noFee'].en));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('RQ-7/082-83')).toBeVisible();
  });

  it('shows a reader of PD the distributions without the buttons to decide them', async () => {
    const reader: TCurrentUser = {
      ...A_STAFF_MEMBER,
      privileges: ['RQ', 'PD'],
      permissions: { RQ: ['read', 'approve'], PD: ['read'] },
    };
    const user = renderAt(<ApprovalPage />, '/admin/approval', '/admin/approval', {
      signedInAs: reader,
    });
    await user.click(await screen.findByTestId('approval-tab-distribution'));
    expect(await screen.findByText('RQ-7/082-83')).toBeVisible();
    expect(screen.queryByTestId('distribution-approve-5')).not.toBeInTheDocument();
    expect(screen.queryByTestId('distribution-reject-5')).not.toBeInTheDocument();
  });

  it('has no distribution tab for whom PD is not given', async () => {
    renderAt(<ApprovalPage />, '/admin/approval', '/admin/approval', {
      signedInAs: aStaffMemberWith('RQ', ['read', 'approve']),
    });
    expect(await screen.findByTestId('approval-tab-requisition')).toBeVisible();
    expect(screen.queryByTestId('approval-tab-distribution')).not.toBeInTheDocument();
    expect(getUrls(fetchMock).some((url) => url.pathname === APPROVALS)).toBe(false);
  });

  it('gives one who decides distributions only their tab, without asking for requisitions', async () => {
    renderAt(<ApprovalPage />, '/admin/approval', '/admin/approval', {
      signedInAs: aStaffMemberWith('PD', ['read', 'approve']),
    });
    expect(await screen.findByText('RQ-7/082-83')).toBeVisible();
    expect(screen.queryByTestId('approval-tab-requisition')).not.toBeInTheDocument();
    expect(getUrls(fetchMock).some((url) => url.pathname === '/api/internal/requisitions')).toBe(
      false,
    );
  });

  it('says so honestly when no distribution waits', async () => {
    distributions = [];
    const user = renderPage();
    await user.click(await screen.findByTestId('approval-tab-distribution'));
    expect(await screen.findByTestId('approval-distribution-empty')).toHaveTextContent(
      'No distribution is waiting for approval.',
    );
  });
});
