import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import type { VoucherLockCandidate } from '../api/voucher-locks';
import { callsTo, renderPage, serve } from '../test-utils';
import { VoucherLockPage } from './voucher-lock-page';

vi.setConfig({ testTimeout: 30_000 });

const SEARCH = '/api/internal/voucher-locks/search';
const LOCKS = '/api/internal/voucher-locks';
const NOT_FOUND = { en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' };
const NOT_PAID = {
  en: 'User has not paid for this advertisement previously',
  ne: 'प्रयोगकर्ताले यो विज्ञापनको भुक्तानी पहिले गरेको छैन',
};
const LOCKED = { en: 'The voucher has been locked.', ne: 'भौचर लक गरियो।' };
const UNLOCKED = { en: 'The voucher has been unlocked.', ne: 'भौचर अनलक गरियो।' };

const application = (
  advertisementId: number,
  voucher: { number: string; status: 'submitted' | 'approved'; locked: boolean } | null,
) => ({
  applicationId: advertisementId + 100,
  advertisementId,
  advertisementCode: `ADV-2082-00${advertisementId}`,
  advertisementNumber: `1661${advertisementId}/082-83`,
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  paymentStatus: voucher ? 'pending' : 'unpaid',
  voucherId: voucher ? advertisementId + 200 : null,
  voucherNumber: voucher?.number ?? null,
  voucherStatus: voucher?.status ?? null,
  locked: voucher?.locked ?? null,
});

const CANDIDATE: VoucherLockCandidate = {
  userId: 77,
  masterId: 100007,
  fullName: 'Sita Sharma',
  applications: [
    application(1, { number: 'NB0012345', status: 'submitted', locked: false }),
    application(2, { number: 'GB0000222', status: 'approved', locked: true }),
    application(3, null),
  ],
};

let fetchMock: FetchMock;
beforeEach(async () => {
  resetToasts();
  fetchMock = mockFetch();
  await i18n.changeLanguage('en');
  serve(fetchMock, ['LUV'], {
    [`POST ${SEARCH}`]: (_url, init) => {
      const { search } = JSON.parse(String(init?.body)) as { search: string };
      return search === 'sita'
        ? CANDIDATE
        : json(404, { status: 0, message: NOT_FOUND, data: null, code: 'USER_NOT_FOUND' });
    },
    [`POST ${LOCKS}`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { advertisementId: number; locked: boolean };
      if (body.advertisementId === 3)
        return json(422, {
          status: 0,
          message: NOT_PAID,
          data: null,
          code: 'VOUCHER_NOT_PAID_PREVIOUSLY',
        });
      return json(200, {
        status: 1,
        message: body.locked ? LOCKED : UNLOCKED,
        data: body,
        code: 'OK',
      });
    },
  });
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

async function find(user: ReturnType<typeof renderPage>, text: string) {
  await user.clear(screen.getByTestId('voucher-lock-search-input'));
  await user.type(screen.getByTestId('voucher-lock-search-input'), text);
  await user.click(screen.getByTestId('voucher-lock-search-submit'));
}

describe('VoucherLockPage', () => {
  it('needs a search text, and shows the server\'s "User not found"', async () => {
    const user = renderPage(<VoucherLockPage />);
    await user.click(screen.getByTestId('voucher-lock-search-submit'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', SEARCH)).toHaveLength(0);
    await find(user, 'nobody@example.com');
    expect(await screen.findByTestId('voucher-lock-error')).toHaveTextContent('User not found');
    expect(callsTo(fetchMock, 'POST', SEARCH).map((c) => c.body)).toEqual([
      { search: 'nobody@example.com' },
    ]);
    expect(screen.queryByTestId('voucher-lock-candidate')).not.toBeInTheDocument();
  });

  it("lists the candidate's applications with voucher number, status and lock", async () => {
    const user = renderPage(<VoucherLockPage />);
    await find(user, '  sita ');
    const card = await screen.findByTestId('voucher-lock-candidate');
    expect(within(card).getByText('Sita Sharma')).toBeInTheDocument();
    const first = within(card).getByText('NB0012345').closest('tr')!;
    expect(within(first).getByText('Submitted')).toBeInTheDocument();
    expect(within(first).getByText('Unlocked')).toBeInTheDocument();
    expect(within(first).getByTestId('voucher-lock-1')).toHaveTextContent('Lock');
    const second = within(card).getByText('GB0000222').closest('tr')!;
    expect(within(second).getByText('Locked')).toBeInTheDocument();
    expect(within(second).getByTestId('voucher-lock-2')).toHaveTextContent('Unlock');
    const third = within(card).getByTestId('voucher-lock-3').closest('tr')!;
    expect(within(third).getByText('No voucher')).toBeInTheDocument();
  });

  it('lock and unlock post { userId, advertisementId, locked } and toast the answer', async () => {
    const user = renderPage(<VoucherLockPage />);
    await find(user, 'sita');
    await user.click(await screen.findByTestId('voucher-lock-1'));
    await waitFor(() => expect(shownToasts()).toContain(LOCKED.en));
    await user.click(screen.getByTestId('voucher-lock-2'));
    await waitFor(() => expect(shownToasts()).toContain(UNLOCKED.en));
    expect(callsTo(fetchMock, 'POST', LOCKS).map((c) => c.body)).toEqual([
      { userId: 77, advertisementId: 1, locked: true },
      { userId: 77, advertisementId: 2, locked: false },
    ]);
  });

  it('tells that a candidate without a voucher has not paid for the advertisement', async () => {
    const user = renderPage(<VoucherLockPage />);
    await find(user, 'sita');
    await user.click(await screen.findByTestId('voucher-lock-3'));
    await waitFor(() => expect(shownToasts()).toContain(NOT_PAID.en));
    expect(callsTo(fetchMock, 'POST', LOCKS).map((c) => c.body)).toEqual([
      { userId: 77, advertisementId: 3, locked: true },
    ]);
  });
});
