import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES, type TContactDetailsView, type TMasterRecord } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { UiProviders } from '../../../test/render';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { ContactTab } from './contact-tab';

vi.setConfig({ testTimeout: 30_000 });

const PROVINCES: TMasterRecord[] = [{ id: 3, active: true, nameEn: 'Bagmati', nameNe: 'बागमती' }];
const DISTRICTS: TMasterRecord[] = [
  { id: 27, active: true, provinceId: 3, nameEn: 'Kathmandu', nameNe: 'काठमाडौं' },
];
const LOCAL_BODIES: TMasterRecord[] = [
  {
    id: 301,
    active: true,
    districtId: 27,
    localBodyTypeId: 1,
    nameEn: 'Kathmandu Metropolitan City',
    nameNe: 'काठमाडौं महानगरपालिका',
    wardCount: 32,
  },
];

const SAVED: TContactDetailsView = {
  permanent: {
    provinceId: 3,
    districtId: 27,
    localBodyId: 301,
    wardNo: 3,
    marga: null,
    tole: 'Dillibazar',
    gharNo: '12',
    phoneNo: null,
    mobileNo: '9812345678',
    email: 'anita@example.com',
  },
  mailing: {
    provinceId: 3,
    districtId: 27,
    localBodyId: 301,
    wardNo: 10,
    marga: 'Putali Sadak',
    tole: 'Baneshwor',
    gharNo: null,
    phoneNo: '014412345',
    mobileNo: '9812345678',
    email: 'anita@example.com',
  },
  mailingSameAsPermanent: false,
};

type Answer = (init: RequestInit | undefined) => Response;

let fetchMock: FetchMock;
/** Answers the contact calls with `saved` and `onPut`, and the master-data lists. */
function serve(
  saved: TContactDetailsView | null,
  onPut: Answer = (init) => ok(body(init)),
  registered: { mobile: string; email: string } | null = null,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/candidate/profile/contact/registered' && registered)
      return ok(registered);
    if (url.pathname === '/api/candidate/profile/contact')
      return method === 'PUT' ? onPut(init) : ok(saved);
    const lists: Record<string, TMasterRecord[]> = {
      provinces: PROVINCES,
      districts: DISTRICTS,
      'local-bodies': LOCAL_BODIES,
    };
    const key = /^\/api\/public\/master-data\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
    if (lists[key]) return ok(lists[key]);
    return json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' });
  });
}

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const putBody = () => body(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]);
const byId = (testId: string) => screen.getByTestId(testId);

function renderTab() {
  const router = createMemoryRouter(
    [
      { path: '/user/profile/contact', element: <ContactTab /> },
      { path: '/user/profile/extra', element: <p data-testid="extra-tab" /> },
    ],
    { initialEntries: ['/user/profile/contact'] },
  );
  render(
    <UiProviders>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProviders>,
  );
  return userEvent.setup({ delay: null });
}

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await waitFor(() => expect(byId(testId)).toBeEnabled());
  await user.click(byId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
});

describe('ContactTab', () => {
  it('starts a first form with the mobile and e-mail given at registration (issue 19)', async () => {
    await i18n.changeLanguage('ne');
    serve(null, undefined, { mobile: '9841234567', email: 'anita@example.com' });
    renderTab();
    expect(await screen.findByTestId('permanent-mobile-no')).toHaveValue('९८४१२३४५६७');
    expect(byId('permanent-email')).toHaveValue('anita@example.com');
    expect(byId('mailing-email')).toHaveValue('anita@example.com');
  });

  it('keeps what was saved, whatever was given at registration', async () => {
    serve(SAVED, undefined, { mobile: '9800000000', email: 'other@example.com' });
    renderTab();
    expect(await screen.findByTestId('permanent-email')).toHaveValue(SAVED.permanent.email);
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).endsWith('/contact/registered')),
    ).toBe(false);
  });

  it('saves a first address in Nepali, copied as the mailing one, and moves on', async () => {
    await i18n.changeLanguage('ne');
    serve(null);
    const user = renderTab();
    // Ticked first: the permanent address typed afterwards is still what the mailing one gets.
    expect(await screen.findByTestId('mailing-tole')).toBeInTheDocument();
    await user.click(byId('contact-same-as-permanent'));
    expect(screen.queryByTestId('mailing-tole')).not.toBeInTheDocument();
    await choose(user, 'permanent-province', 'बागमती');
    await choose(user, 'permanent-district', 'काठमाडौं');
    await choose(user, 'permanent-local-body', 'काठमाडौं महानगरपालिका');
    await choose(user, 'permanent-ward', '१२');
    await user.type(byId('permanent-tole'), 'डिल्लीबजार');
    await user.type(byId('permanent-mobile-no'), '९८४१२३४५६७');
    await user.type(byId('permanent-email'), 'anita@example.com');

    await user.click(byId('contact-submit'));
    expect(await screen.findByTestId('extra-tab')).toBeInTheDocument();
    const permanent = {
      provinceId: 3,
      districtId: 27,
      localBodyId: 301,
      wardNo: 12,
      tole: 'डिल्लीबजार',
      mobileNo: '9841234567',
      email: 'anita@example.com',
    };
    expect(putBody()).toEqual({ permanent, mailing: permanent, mailingSameAsPermanent: true });
  });

  it('shows a saved contact with Devanagari digits in Nepali mode', async () => {
    await i18n.changeLanguage('ne');
    serve(SAVED);
    renderTab();
    expect(await screen.findByTestId('permanent-mobile-no')).toHaveValue('९८१२३४५६७८');
    expect(byId('permanent-ghar-no')).toHaveValue('१२');
    expect(byId('mailing-phone-no')).toHaveValue('०१४४१२३४५');
    expect(byId('mailing-tole')).toHaveValue('Baneshwor');
    await waitFor(() => expect(byId('permanent-ward')).toHaveValue('३'));
    expect(byId('mailing-ward')).toHaveValue('१०');
    expect(byId('permanent-local-body')).toHaveValue('काठमाडौं महानगरपालिका');
    expect(byId('contact-same-as-permanent')).not.toBeChecked();
  });

  it('hides the mailing address of a contact saved as the same', async () => {
    await i18n.changeLanguage('en');
    serve({ ...SAVED, mailing: SAVED.permanent, mailingSameAsPermanent: true });
    const user = renderTab();
    expect(await screen.findByTestId('contact-same-as-permanent')).toBeChecked();
    expect(screen.queryByTestId('mailing-tole')).not.toBeInTheDocument();
    await user.click(byId('contact-same-as-permanent'));
    expect(byId('mailing-tole')).toHaveValue('Dillibazar');
  });

  it('names every missing required field and sends nothing', async () => {
    await i18n.changeLanguage('en');
    serve(null);
    const user = renderTab();
    await user.click(await screen.findByTestId('contact-submit'));
    const required = await screen.findAllByText(MESSAGES['validation.required'].en);
    // Per address: province, district, local body, ward, tole, mobile, e-mail.
    expect(required).toHaveLength(14);
    await user.type(byId('permanent-phone-no'), '12345');
    await user.tab();
    expect(await screen.findByText(MESSAGES['validation.phoneNo'].en)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("places the server's refusal under the field it concerns", async () => {
    await i18n.changeLanguage('en');
    serve(SAVED, () =>
      json(400, {
        status: 0,
        message: MESSAGES['validation.wardNotInLocalBody'],
        data: { issues: [{ path: 'mailing.wardNo', message: 'validation.wardNotInLocalBody' }] },
        code: 'VALIDATION_FAILED',
      }),
    );
    const user = renderTab();
    await user.click(await screen.findByTestId('contact-submit'));
    const error = await screen.findByText(MESSAGES['validation.wardNotInLocalBody'].en);
    expect(byId('mailing-ward')).toHaveAttribute('aria-invalid', 'true');
    expect(byId('mailing-ward').getAttribute('aria-describedby')).toContain(error.id);
    expect(byId('permanent-ward')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('extra-tab')).not.toBeInTheDocument();
  });

  it('says the profile is locked when the server refuses the save', async () => {
    await i18n.changeLanguage('ne');
    serve(SAVED, () =>
      json(423, {
        status: 0,
        message: MESSAGES['error.PROFILE_LOCKED'],
        data: null,
        code: 'PROFILE_LOCKED',
      }),
    );
    const user = renderTab();
    await user.click(await screen.findByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-locked')).toHaveTextContent(
      MESSAGES['error.PROFILE_LOCKED'].ne,
    );
    expect(screen.queryByTestId('extra-tab')).not.toBeInTheDocument();
  });
});
