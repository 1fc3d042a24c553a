import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TAllocationDetail, TCurrentUser } from '@niyukti/shared';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  aStaffMemberWith,
  getUrls,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import {
  advertisement,
  changed,
  detail,
  OFFICERS,
  refusal,
  textOutsideIssuedCodes,
} from './allocation-fixtures';
import { ScrutinyAllocationPage } from './scrutiny-allocation-page';

vi.setConfig({ testTimeout: 30_000 });

const PATTERN = '/admin/scrutiny-allocation/:advertisementId';
const PAGE = '/admin/scrutiny-allocation/31';
const DETAIL = '/api/internal/scrutiny/allocations/31';
const FINALISE = `${DETAIL}/finalisation`;

const ALLOCATED = detail({
  advertisement: advertisement({ remaining: 0, allocated: 1250, pending: 600 }),
  officers: [
    { ...OFFICERS[0]!, allocated: 712, pending: 282 },
    { ...OFFICERS[1]!, allocated: 538, pending: 138 },
  ],
});
const FINALISED_AT = '2026-04-10T06:00:00.000Z';
const FINALISED = detail({ advertisement: advertisement({ finalisedAt: FINALISED_AT }) });

type Answer = () => Response | TAllocationDetail;
let fetchMock: FetchMock;
function serve(
  read: TAllocationDetail = detail(),
  answers: { allocate?: Answer; finalise?: Answer } = {},
) {
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${DETAIL}`]: () => read,
      [`POST ${DETAIL}`]:
        answers.allocate ??
        (() => changed(ALLOCATED, 'The forms have been allocated.', 'फारमहरू बाँडफाँड गरियो।')),
      [`POST ${FINALISE}`]:
        answers.finalise ??
        (() =>
          changed(
            FINALISED,
            'Scrutiny of the advertisement has been finalised.',
            'विज्ञापनको रुजु टुङ्गो लगाइयो।',
          )),
    },
  );
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openPage = (user: TCurrentUser = A_STAFF_MEMBER, path = PAGE) =>
  renderAt(<ScrutinyAllocationPage />, path, PATTERN, { signedInAs: user });

const postsTo = (path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path,
  );
const bodyPostedTo = (path: string) => JSON.parse(String(postsTo(path)[0]![1]!.body)) as unknown;

const WAITING_TOO_FEW = refusal(
  400,
  'VALIDATION_FAILED',
  'The numbers ask for more forms than are waiting to be allocated.',
  'तोकिएका संख्या बाँडफाँड हुन बाँकी फारमभन्दा बढी छन्।',
);

describe('an advertisement’s allocation in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('sums up the advertisement in Devanagari digits and lists its officers', async () => {
    openPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('ADV-2083-007 को रुजु कार्य बाँडफाँड');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const figures = screen.getByTestId('allocation-figures');
    expect(within(figures).getByTestId('figure-forms')).toHaveTextContent('फारम१,२५०');
    expect(within(figures).getByTestId('figure-remaining')).toHaveTextContent('बाँडफाँड गर्न बाँकी२५०');
    expect(within(figures).getByTestId('figure-awaitingPayment')).toHaveTextContent(
      'भुक्तानी हुन बाँकी४०',
    );
    expect(textOutsideIssuedCodes(figures)).not.toMatch(/[0-9]/);
    const table = screen.getByRole('table', { name: 'यस विज्ञापनका रुजु अधिकृत' });
    const sita = within(table).getByRole('link', { name: 'Sita Sharma' });
    expect(sita).toHaveAttribute('href', '/admin/allocation/report-individual/5');
    expect(
      within(sita.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sita Sharma', 'sita', '६००', '४००', '३०', '१७०']);
    expect(screen.getByRole('link', { name: 'फारम पुनः बाँडफाँड' })).toHaveAttribute(
      'href',
      '/admin/scrutiny-reallocation/31',
    );
    expect(screen.getByTestId('allocate-waiting')).toHaveTextContent('बाँडफाँड हुन बाँकी फारम: २५०');
  });

  it('sends exactly the officers ticked, with their numbers, and says the server’s message', async () => {
    const user = openPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Sita Sharma (sita)' }));
    await user.type(screen.getByRole('textbox', { name: 'Sita Sharma लाई दिने फारम सङ्ख्या' }), '१२०');
    await user.click(screen.getByRole('checkbox', { name: 'Gita Rai (gita)' }));
    // Ram is not ticked: what is typed for him (nothing can be) is not sent.
    expect(screen.getByRole('textbox', { name: 'Ram Karki लाई दिने फारम सङ्ख्या' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'फारम बाँडफाँड गर्नुहोस्' }));
    await waitFor(() => expect(postsTo(DETAIL)).toHaveLength(1));
    expect(bodyPostedTo(DETAIL)).toEqual({ officers: [{ userId: 5, forms: 120 }, { userId: 7 }] });
    await waitFor(() => expect(shownToasts()).toContain('फारमहरू बाँडफाँड गरियो।'));
    // The answer is the advertisement as it now stands; the form is emptied.
    expect(await screen.findByTestId('allocate-waiting')).toHaveTextContent(
      'बाँडफाँड हुन बाँकी कुनै फारम छैन।',
    );
    expect(screen.getByTestId('figure-allocated')).toHaveTextContent('१,२५०');
    expect(screen.queryByTestId('allocate-form')).not.toBeInTheDocument();
  });

  it('keeps the form and says the server’s refusal in Nepali', async () => {
    serve(detail(), { allocate: () => WAITING_TOO_FEW });
    const user = openPage();
    const sita = await screen.findByRole('checkbox', { name: 'Sita Sharma (sita)' });
    await user.click(sita);
    const forms = screen.getByRole('textbox', { name: 'Sita Sharma लाई दिने फारम सङ्ख्या' });
    await user.type(forms, '९००');
    await user.click(screen.getByRole('button', { name: 'फारम बाँडफाँड गर्नुहोस्' }));
    expect(await screen.findByTestId('allocate-refusal')).toHaveTextContent(
      'तोकिएका संख्या बाँडफाँड हुन बाँकी फारमभन्दा बढी छन्।',
    );
    expect(shownToasts()).toContain('तोकिएका संख्या बाँडफाँड हुन बाँकी फारमभन्दा बढी छन्।');
    expect(bodyPostedTo(DETAIL)).toEqual({ officers: [{ userId: 5, forms: 900 }] });
    expect(sita).toBeChecked();
    expect(forms).toHaveValue('९००');
  });

  it('asks for an officer, and for digits, before sending anything', async () => {
    const user = openPage();
    const submit = await screen.findByRole('button', { name: 'फारम बाँडफाँड गर्नुहोस्' });
    await user.click(submit);
    expect(await screen.findByTestId('picker-error')).toHaveTextContent(
      'कम्तीमा एक जना रुजु अधिकृत छान्नुहोस्।',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Ram Karki (ram)' }));
    const forms = screen.getByRole('textbox', { name: 'Ram Karki लाई दिने फारम सङ्ख्या' });
    await user.type(forms, 'दश');
    await user.click(submit);
    expect(await screen.findByText('अङ्क मात्र प्रयोग गर्नुहोस्।')).toBeVisible();
    expect(forms).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('picker-error')).not.toBeInTheDocument();
    expect(postsTo(DETAIL)).toHaveLength(0);
  });

  it('finalises scrutiny only once confirmed, then shows the notice instead of the forms', async () => {
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'रुजु टुङ्गो लगाउनुहोस्' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('निर्णयहरू स्थिर हुन्छन्');
    expect(dialog).toHaveTextContent('रोल नम्बर तयार गर्न सकिन्छ');
    expect(postsTo(FINALISE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'रुजु टुङ्गो लगाउनुहोस्' }));
    await waitFor(() => expect(postsTo(FINALISE)).toHaveLength(1));
    expect(postsTo(FINALISE)[0]![1]!.body).toBeUndefined();
    const notice = await screen.findByTestId('finalised-notice');
    expect(notice).toHaveTextContent(createFormatter('ne').date(FINALISED_AT));
    expect(shownToasts()).toContain('विज्ञापनको रुजु टुङ्गो लगाइयो।');
    expect(screen.queryByTestId('allocate-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('finalise-open')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reallocate-link')).not.toBeInTheDocument();
  });

  it('says why the server refused to finalise, in Nepali', async () => {
    serve(detail(), {
      finalise: () =>
        refusal(
          409,
          'CONFLICT',
          'Some forms are still pending or on hold: decide them before finalising.',
          'केही फारम अझै निर्णय हुन बाँकी वा रोक्का छन्: टुङ्गो लगाउनुअघि तिनको निर्णय गर्नुहोस्।',
        ),
    });
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'रुजु टुङ्गो लगाउनुहोस्' }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('finalise-confirm'));
    expect(await screen.findByTestId('finalise-refusal')).toHaveTextContent(
      'केही फारम अझै निर्णय हुन बाँकी वा रोक्का छन्: टुङ्गो लगाउनुअघि तिनको निर्णय गर्नुहोस्।',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('finalised-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('allocate-form')).toBeInTheDocument();
  });

  it('shows a finalised advertisement with its notice and nothing to change', async () => {
    serve(FINALISED);
    openPage();
    expect(await screen.findByTestId('finalised-notice')).toHaveTextContent('रुजु टुङ्गो लागेको');
    expect(screen.getByRole('table', { name: 'यस विज्ञापनका रुजु अधिकृत' })).toBeVisible();
    expect(screen.queryByTestId('allocate-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'रुजु टुङ्गो लगाउनुहोस्' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'फारम पुनः बाँडफाँड' })).not.toBeInTheDocument();
  });

  it('offers each change only to those whose actions allow it', async () => {
    openPage(aStaffMemberWith('SA', ['read', 'update']));
    expect(await screen.findByTestId('reallocate-link')).toBeVisible();
    expect(screen.queryByTestId('allocate-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('allocate-waiting')).not.toBeInTheDocument();
    expect(screen.queryByTestId('finalise-open')).not.toBeInTheDocument();
  });

  it('shows a reader the forms and offers no change', async () => {
    openPage(aStaffMemberWith('SA', ['read']));
    expect(await screen.findByRole('table', { name: 'यस विज्ञापनका रुजु अधिकृत' })).toBeVisible();
    expect(screen.queryByTestId('allocate-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reallocate-link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('finalise-open')).not.toBeInTheDocument();
  });

  it('on a phone: the officers are cards and the figures wrap, no table overflows', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'यस विज्ञापनका रुजु अधिकृत' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Sita Sharma' })).toHaveAttribute(
      'href',
      '/admin/allocation/report-individual/5',
    );
  });

  it('says an unknown advertisement is not found', async () => {
    serveMasterData(fetchMock, {}, {});
    openPage(A_STAFF_MEMBER, '/admin/scrutiny-allocation/99');
    expect(await screen.findAllByText('पृष्ठ भेटिएन')).not.toHaveLength(0);
    expect(screen.queryByTestId('allocation-figures')).not.toBeInTheDocument();
    expect(getUrls(fetchMock).some((url) => url.pathname.endsWith('/allocations/99'))).toBe(true);
  });
});

describe('an advertisement’s allocation in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('says the server’s refusal in English and keeps the form', async () => {
    serve(detail(), {
      allocate: () =>
        json(409, {
          status: 0,
          code: 'CONFLICT',
          message: {
            en: 'No form of this advertisement is waiting to be allocated.',
            ne: 'यस विज्ञापनको बाँडफाँड हुन बाँकी कुनै फारम छैन।',
          },
          data: null,
        }),
    });
    const user = openPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Ram Karki (ram)' }));
    await user.click(screen.getByRole('button', { name: 'Allocate forms' }));
    expect(await screen.findByTestId('allocate-refusal')).toHaveTextContent(
      'No form of this advertisement is waiting to be allocated.',
    );
    expect(bodyPostedTo(DETAIL)).toEqual({ officers: [{ userId: 6 }] });
    expect(screen.getByRole('checkbox', { name: 'Ram Karki (ram)' })).toBeChecked();
  });

  it('explains the even share and the finalising in English', async () => {
    const user = openPage();
    expect(
      await screen.findByText(/leave it empty and the forms left over are shared evenly/),
    ).toBeVisible();
    expect(screen.getByTestId('allocate-waiting')).toHaveTextContent(
      '250 forms are waiting to be allocated.',
    );
    await user.click(screen.getByRole('button', { name: 'Finalise scrutiny' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      "the decisions on this advertisement's forms are frozen",
    );
  });
});
