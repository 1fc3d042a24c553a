import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, type TRequestingOrganization } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { mockFetch, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt, serveMasterData } from '../../../test/master-data';
import {
  A_MINISTRY_OFFICER,
  aRequisitionDetail,
  HOME_MINISTRY,
  MASTER_LISTS,
} from '../test-fixtures';
import { RequisitionNewPage } from './requisition-new-page';

vi.setConfig({ testTimeout: 30_000 });

const PDF_BYTES = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';

let fetchMock: FetchMock;
let xhrs: FakeXhr[];

function serve(organizations: TRequestingOrganization[] = [HOME_MINISTRY]) {
  serveMasterData(fetchMock, MASTER_LISTS, {
    'GET /api/internal/requisitions/organizations': () => organizations,
  });
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  serve();
});

const renderPage = () =>
  renderAt(<RequisitionNewPage />, '/admin/requisition/new', '/admin/requisition/new', {
    signedInAs: A_MINISTRY_OFFICER,
  });
type User = ReturnType<typeof renderPage>;

const byId = (testId: string) => screen.getByTestId(testId);
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sentData = (xhr: FakeXhr) => JSON.parse(String(xhr.body?.get('data'))) as unknown;
/** Lets a send that should not happen have its chance to start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const aPdf = () => new File([PDF_BYTES], 'requisition.pdf', { type: 'application/pdf' });

async function choose(user: User, testId: string, option: string) {
  await user.click(byId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Every field but the document, choosing the post first (it fills in the rest). */
async function fillFields(user: User, post: string, office: string, vacancies: string) {
  await waitFor(() => expect(byId('requisition-organizationId')).toHaveValue(HOME_MINISTRY.nameEn));
  await choose(user, 'requisition-postId', post);
  await choose(user, 'requisition-demandOfficeId', office);
  await user.type(byId('requisition-totalVacancy'), vacancies);
  await user.type(byId('requisition-requisitionRemarks'), 'Posts vacant on retirement.');
  await user.type(byId('requisition-workSummary'), 'District administration.');
  await user.type(byId('requisition-remarks'), 'Urgent.');
}

describe('filing a requisition in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('preselects the only organization, read-only, and fills the place from the post', async () => {
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'New requisition' })).toBeVisible();
    await waitFor(() =>
      expect(byId('requisition-organizationId')).toHaveValue('Ministry of Home Affairs'),
    );
    expect(byId('requisition-organizationId')).toHaveAttribute('readonly');
    await choose(user, 'requisition-postId', 'Engineer (Gazetted Third Class)');
    expect(byId('requisition-serviceId')).toHaveValue('Nepal Engineering Service');
    expect(byId('requisition-classId')).toHaveValue('Gazetted Third Class');
    expect(byId('requisition-groupId')).toHaveValue('Civil');
    expect(byId('requisition-subGroupId')).toHaveValue('Highway');
    // A service of its own narrows the posts down, and drops the post that is not of it.
    await choose(user, 'requisition-serviceId', 'Nepal Administration Service');
    expect(byId('requisition-postId')).toHaveValue('');
    expect(byId('requisition-groupId')).toHaveValue('');
    await user.click(byId('requisition-postId'));
    expect(
      await screen.findByRole('option', { name: 'Section Officer (Gazetted Third Class)' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: 'Engineer (Gazetted Third Class)' }),
    ).not.toBeInTheDocument();
  });

  it('sends the fields as JSON in `data` and the document as part `document`', async () => {
    const user = renderPage();
    await fillFields(
      user,
      'Section Officer (Gazetted Third Class)',
      'District Administration Office, Kathmandu',
      '१२',
    );
    await user.upload(fileInput(), aPdf());
    await user.click(byId('requisition-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/internal/requisitions']);
    expect(sentData(xhr)).toEqual({
      organizationId: 3,
      serviceId: 1,
      classId: 1,
      groupId: 1,
      subGroupId: null,
      postId: 11,
      demandOfficeId: 21,
      totalVacancy: 12,
      requisitionRemarks: 'Posts vacant on retirement.',
      workSummary: 'District administration.',
      remarks: 'Urgent.',
    });
    expect((xhr.body?.get('document') as File).name).toBe('requisition.pdf');

    xhr.respond(201, {
      status: 1,
      message: MESSAGES['requisitions.filed'],
      data: aRequisitionDetail({ id: 31 }),
      code: 'OK',
    });
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(shownToasts()).toContain(MESSAGES['requisitions.filed'].en);
  });

  it('refuses to send without a document: "No Document Selected ..." under the file field', async () => {
    const user = renderPage();
    await fillFields(
      user,
      'Section Officer (Gazetted Third Class)',
      'District Administration Office, Kathmandu',
      '3',
    );
    await user.click(byId('requisition-submit'));
    expect(await screen.findByText('No Document Selected ...')).toBeVisible();
    expect(byId('requisition-document')).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(xhrs).toHaveLength(0);
  });

  it('refuses a file that is neither a PDF nor a picture, by its bytes', async () => {
    const user = renderPage();
    await waitFor(() =>
      expect(byId('requisition-organizationId')).toHaveValue(HOME_MINISTRY.nameEn),
    );
    await user.upload(
      fileInput(),
      new File(['just text, named as a PDF'], 'fake.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(MESSAGES['validation.filePdfJpgPng'].en)).toBeVisible();
  });

  it('puts the server’s refusal under its field', async () => {
    const user = renderPage();
    await fillFields(
      user,
      'Nayab Subba (Non-gazetted First Class)',
      'District Administration Office, Kathmandu',
      '2',
    );
    await user.upload(fileInput(), aPdf());
    await user.click(byId('requisition-submit'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(400, {
      status: 0,
      message: MESSAGES['error.VALIDATION_FAILED'],
      data: { issues: [{ path: 'postId', message: 'requisitions.postMismatch' }] },
      code: 'VALIDATION_FAILED',
    });
    expect(await screen.findByText(MESSAGES['requisitions.postMismatch'].en)).toBeVisible();
    expect(byId('requisition-postId')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });
});

describe('filing a requisition in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('says "No Document Selected ..." in Nepali, and every field is required', async () => {
    const user = renderPage();
    await waitFor(() => expect(byId('requisition-organizationId')).toHaveValue('गृह मन्त्रालय'));
    await user.click(byId('requisition-submit'));
    expect(await screen.findByText(MESSAGES['requisitions.noDocument'].ne)).toBeVisible();
    expect(screen.getAllByText(MESSAGES['validation.required'].ne).length).toBeGreaterThanOrEqual(
      7,
    );
    expect(screen.getByLabelText(/जम्मा पद सङ्ख्या/)).toBeInTheDocument();
    await settle();
    expect(xhrs).toHaveLength(0);
  });
});
