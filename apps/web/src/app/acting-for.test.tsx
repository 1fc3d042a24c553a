import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminMenuFor, type TCurrentUser } from '@niyukti/shared';
import { routes } from './routes';
import {
  ACTING_FOR_STORAGE_KEY,
  readActingFor,
  startActingFor,
  stopActingFor,
} from '../lib/api/acting-for';
import { storeTokens } from '../lib/auth/token-store';
import { i18n } from '../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../test/fetch-mock';
import { withAuth } from '../test/render';

vi.setConfig({ testTimeout: 30_000 });

const PM_STAFF: TCurrentUser = {
  id: 2,
  username: 'hari',
  fullName: 'Hari Thapa',
  type: 'staff',
  masterId: null,
  privileges: ['PM'],
  mustChangePassword: false,
};

const ANITA = {
  userId: 7,
  masterId: 100001,
  username: 'anita',
  fullName: 'Anita Gurung',
  profileLockedAt: '2026-11-22T05:00:00Z',
  documentsLockedAt: null,
};

const PERSONAL = {
  firstName: 'Anita',
  middleName: null,
  lastName: 'Gurung',
  dobAd: '1998-04-14',
  dobBs: '2055-01-01',
  gender: 'female',
  citizenshipNumber: '27-01-75-01234',
  citizenshipIssueDateAd: '2016-05-01',
  citizenshipIssueDateBs: '2073-01-19',
  citizenshipIssueDistrictId: 27,
  firstNameNe: null,
  middleNameNe: null,
  lastNameNe: null,
  fatherNameEn: null,
  fatherNameNe: null,
  motherNameEn: null,
  motherNameNe: null,
  grandfatherNameEn: null,
  grandfatherNameNe: null,
  spouseNameEn: null,
  spouseNameNe: null,
  locked: true,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  stopActingFor();
  window.sessionStorage.clear();
  fetchMock = mockFetch();
});

/** Answers as the API would for `user`; the lookup knows Anita's master id only. */
function serve(user: TCurrentUser) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/oauth/me') return ok(user);
    if (url.pathname === '/oauth/menu') return ok(adminMenuFor(user.privileges));
    if (url.pathname === '/oauth/logout') return ok(null);
    if (url.pathname === '/api/internal/candidates/lookup')
      return url.searchParams.get('masterId') === String(ANITA.masterId)
        ? ok(ANITA)
        : json(404, {
            status: 0,
            code: 'NOT_FOUND',
            data: null,
            message: { en: 'No candidate has this master id.', ne: 'भेटिएन' },
          });
    if (url.pathname === '/api/candidate/profile/status')
      return ok({ locked: true, documentsLocked: false, missing: [], openHolds: [] });
    if (url.pathname === '/api/candidate/profile/personal') return ok(PERSONAL);
    if (url.pathname.includes('/master-data/')) return ok([]);
    return ok({ items: [], total: 0, page: 1, pageSize: 10 });
  });
}

function open(path: string, user: TCurrentUser = PM_STAFF) {
  storeTokens('a1');
  serve(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const landsOn = (router: ReturnType<typeof open>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 10_000 });

/** The headers of every call made to a path starting with `prefix`. */
const headersOfCallsTo = (prefix: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname.startsWith(prefix))
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);

describe('acting for a candidate', () => {
  it('chooses a candidate by master id, shows the banner, and sends the headers on profile calls only', async () => {
    const { router, user } = open('/admin/edit/personal-detail');
    // No candidate yet: the entry asks for one first, through the spec's address.
    await landsOn(router, '/admin/select-external-masterId');
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fedit%2Fpersonal-detail');
    await user.type(await screen.findByTestId('acting-for-input', {}, { timeout: 10_000 }), '999');
    await user.click(screen.getByTestId('acting-for-submit'));
    expect(await screen.findByTestId('acting-for-not-found')).toHaveTextContent(
      'No candidate has this master id.',
    );
    await user.clear(screen.getByTestId('acting-for-input'));
    await user.type(screen.getByTestId('acting-for-input'), '100001');
    await user.click(screen.getByTestId('acting-for-submit'));
    expect(await screen.findByText('Anita Gurung')).toBeInTheDocument();
    expect(screen.getByText('Profile locked')).toBeInTheDocument();
    await user.click(screen.getByTestId('acting-for-start'));

    expect(readActingFor()).toEqual({
      masterId: 100001,
      userId: 7,
      fullName: 'Anita Gurung',
      username: 'anita',
      actorUserId: 2,
    });
    // Back through the entry, straight on to the candidate's personal details.
    await landsOn(router, '/user/profile/personal');
    expect(
      await screen.findByTestId('acting-for-banner', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Acting for Anita Gurung (master id 100001)');
    await waitFor(
      () => expect(headersOfCallsTo('/api/candidate/profile/personal')).not.toEqual([]),
      { timeout: 10_000 },
    );
    for (const headers of [...headersOfCallsTo('/api/candidate/profile')])
      expect([headers.reqMasterId, headers.reqUserId]).toEqual(['100001', '7']);
    for (const prefix of ['/oauth', '/api/internal'])
      for (const headers of headersOfCallsTo(prefix))
        expect(Object.keys(headers)).not.toContain('reqMasterId');
  });

  it('stops from the banner: the choice is gone and the back office opens', async () => {
    startActingFor({ ...ANITA, actorUserId: PM_STAFF.id });
    const { router, user } = open('/user/profile/personal');
    await user.click(await screen.findByTestId('acting-for-stop', {}, { timeout: 10_000 }));
    await landsOn(router, '/admin');
    await waitFor(() => expect(screen.queryByTestId('acting-for-banner')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(ACTING_FOR_STORAGE_KEY)).toBeNull();
  });

  it('shows the banner in Nepali with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    startActingFor({ ...ANITA, actorUserId: PM_STAFF.id });
    open('/admin');
    expect(
      await screen.findByTestId('acting-for-banner', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Anita Gurung (मास्टर आईडी १००००१) को तर्फबाट काम गर्दै');
    expect(screen.getByTestId('acting-for-stop')).toHaveTextContent('रोक्नुहोस्');
  });

  it('is cleared at logout', async () => {
    startActingFor({ ...ANITA, actorUserId: PM_STAFF.id });
    const { router, user } = open('/admin');
    await screen.findByTestId('acting-for-banner', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('Log out'));
    await landsOn(router, '/login');
    expect(readActingFor()).toBeNull();
  });

  it('is dropped when someone else is signed in', async () => {
    startActingFor({ ...ANITA, actorUserId: 99 });
    open('/admin');
    await waitFor(() => expect(readActingFor()).toBeNull(), { timeout: 10_000 });
    expect(screen.queryByTestId('acting-for-banner')).not.toBeInTheDocument();
  });

  it('keeps staff without PM out of the choice', async () => {
    open('/select-external-masterId', { ...PM_STAFF, privileges: ['SC'] });
    expect(await screen.findByText('Not permitted', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens the documents tab at the upload of one kind from photo-editor/{type}', async () => {
    startActingFor({ ...ANITA, actorUserId: PM_STAFF.id });
    const { router } = open('/admin/photo-editor/signature');
    await landsOn(router, '/user/profile/documents');
    expect(router.state.location.search).toBe('?kind=signature');
  });
});
