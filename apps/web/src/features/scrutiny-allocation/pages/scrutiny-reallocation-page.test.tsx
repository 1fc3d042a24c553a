import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TAllocationDetail, TCurrentUser } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  aStaffMemberWith,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { advertisement, changed, detail, OFFICERS, refusal } from './allocation-fixtures';
import { ScrutinyReallocationPage } from './scrutiny-reallocation-page';

vi.setConfig({ testTimeout: 30_000 });

const PATTERN = '/admin/scrutiny-reallocation/:advertisementId';
const PAGE = '/admin/scrutiny-reallocation/31';
const DETAIL = '/api/internal/scrutiny/allocations/31';
const REALLOCATE = `${DETAIL}/reallocation`;

// Sita has 200 forms still to decide (170 pending, 30 on hold); Ram has decided all of his.
const MOVED = detail({
  officers: [
    { ...OFFICERS[0]!, allocated: 400, onHold: 0, pending: 0 },
    OFFICERS[1]!,
    {
      userId: 7,
      username: 'gita',
      name: 'Gita Rai',
      allocated: 200,
      completed: 0,
      onHold: 30,
      pending: 170,
    },
  ],
});

let fetchMock: FetchMock;
function serve(read: TAllocationDetail = detail(), reallocate?: () => Response) {
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${DETAIL}`]: () => read,
      [`POST ${REALLOCATE}`]:
        reallocate ??
        (() => changed(MOVED, 'The forms have been reallocated.', 'फारमहरू पुनः बाँडफाँड गरियो।')),
    },
  );
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openPage = (user: TCurrentUser = A_STAFF_MEMBER) =>
  renderAt(<ScrutinyReallocationPage />, PAGE, PATTERN, { signedInAs: user });

const reallocations = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === REALLOCATE,
  );

describe('reallocating in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('moves the undecided forms of the officer chosen to the others ticked', async () => {
    const user = openPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'ADV-2083-007 का फारम पुनः बाँडफाँड',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/निर्णय हुन बाँकी \(बाँकी वा रोक्का\) फारम मात्र/)).toBeVisible();
    await user.click(screen.getByTestId('reallocate-from'));
    // Only those with forms still to decide can give forms: Sita, not Ram.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sita Sharma: निर्णय बाँकी २००']);
    await user.click(options[0]!);
    // The officer chosen is not among those to give forms to.
    const picker = screen.getByRole('group', { name: 'फारम पाउने अधिकृत' });
    expect(within(picker).queryByRole('checkbox', { name: /Sita/ })).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('checkbox', { name: 'Gita Rai (gita)' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Ram Karki (ram)' }));
    await user.type(screen.getByRole('textbox', { name: 'Ram Karki लाई दिने फारम सङ्ख्या' }), '५०');
    await user.click(screen.getByRole('button', { name: 'फारम पुनः बाँडफाँड गर्नुहोस्' }));
    await waitFor(() => expect(reallocations()).toHaveLength(1));
    expect(JSON.parse(String(reallocations()[0]![1]!.body))).toEqual({
      fromUserId: 5,
      officers: [{ userId: 6, forms: 50 }, { userId: 7 }],
    });
    await waitFor(() => expect(shownToasts()).toContain('फारमहरू पुनः बाँडफाँड गरियो।'));
    const table = screen.getByRole('table', { name: 'यस विज्ञापनका रुजु अधिकृत' });
    expect(await within(table).findByRole('link', { name: 'Gita Rai' })).toBeVisible();
  });

  it('asks for the officer whose forms move before sending', async () => {
    const user = openPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Gita Rai (gita)' }));
    await user.click(screen.getByRole('button', { name: 'फारम पुनः बाँडफाँड गर्नुहोस्' }));
    expect(await screen.findByText('फारम सार्ने अधिकृत छान्नुहोस्।')).toBeVisible();
    expect(reallocations()).toHaveLength(0);
  });

  it('says the server’s refusal and keeps the choice', async () => {
    serve(detail(), () =>
      refusal(
        409,
        'CONFLICT',
        'This officer has no form of this advertisement still to decide.',
        'यी अधिकृतसँग यस विज्ञापनको निर्णय गर्न बाँकी कुनै फारम छैन।',
      ),
    );
    const user = openPage();
    await user.click(await screen.findByTestId('reallocate-from'));
    await user.click(await screen.findByRole('option', { name: /Sita Sharma/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Gita Rai (gita)' }));
    await user.click(screen.getByRole('button', { name: 'फारम पुनः बाँडफाँड गर्नुहोस्' }));
    expect(await screen.findByTestId('reallocate-refusal')).toHaveTextContent(
      'यी अधिकृतसँग यस विज्ञापनको निर्णय गर्न बाँकी कुनै फारम छैन।',
    );
    expect(screen.getByRole('checkbox', { name: 'Gita Rai (gita)' })).toBeChecked();
    expect(screen.getByTestId('reallocate-from')).toHaveValue('Sita Sharma: निर्णय बाँकी २००');
  });

  it('says there is nothing to move when no officer has forms to decide', async () => {
    serve(detail({ officers: [OFFICERS[1]!] }));
    openPage();
    expect(await screen.findByTestId('reallocate-none')).toBeVisible();
    expect(screen.queryByTestId('reallocate-form')).not.toBeInTheDocument();
  });

  it('offers no reallocation without SA update, nor once finalised', async () => {
    openPage(aStaffMemberWith('SA', ['read', 'create']));
    expect(await screen.findByTestId('reallocate-not-allowed')).toBeVisible();
    expect(screen.queryByTestId('reallocate-form')).not.toBeInTheDocument();
  });

  it('shows a finalised advertisement’s notice instead of the form', async () => {
    serve(detail({ advertisement: advertisement({ finalisedAt: '2026-04-10T06:00:00.000Z' }) }));
    openPage();
    expect(await screen.findByTestId('finalised-notice')).toBeVisible();
    expect(screen.queryByTestId('reallocate-form')).not.toBeInTheDocument();
  });

  it('on a phone: the officers are cards, no table overflows', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'यस विज्ञापनका रुजु अधिकृत' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('reallocating in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('explains that only undecided forms move, and names the officers to decide', async () => {
    const user = openPage();
    expect(
      await screen.findByText(/Only forms not yet decided \(pending or on hold\) move/),
    ).toBeVisible();
    await user.click(screen.getByTestId('reallocate-from'));
    expect(await screen.findByRole('option', { name: 'Sita Sharma: 200 to decide' })).toBeVisible();
  });
});
