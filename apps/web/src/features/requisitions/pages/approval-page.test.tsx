import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type TRequisitionSummary } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { bodyOf, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { A_STAFF_MEMBER, aRequisition, aRequisitionDetail, pageOf } from '../test-fixtures';
import { ApprovalPage } from './approval-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
let waiting: TRequisitionSummary[];

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
  serveMasterData(
    fetchMock,
    {},
    {
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

    await user.click(screen.getByRole('tab', { name: 'पद वितरण प्रतिशत स्वीकृति' }));
    expect(await screen.findByText('स्वीकृतिका लागि कुनै वितरण बाँकी छैन।')).toBeVisible();
    expect(screen.queryByText('RQ-9/082-83')).not.toBeInTheDocument();
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
    expect(
      screen.getByRole('tab', { name: 'Approve Vacancy Percentage Distribution' }),
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

  it('says so honestly when no distribution waits', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('approval-tab-distribution'));
    expect(await screen.findByTestId('approval-distribution-empty')).toHaveTextContent(
      'No distribution is waiting for approval.',
    );
  });
});
