import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser, TDistributionLog } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  aStaffMemberWith,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { log, NIYUKTI_LOG } from '../test-fixtures';
import { DistributionLogPage } from './distribution-log-page';

vi.setConfig({ testTimeout: 30_000 });

const PATTERN = '/admin/vacancy-distribution-history/log/:id/:distributionType';
const LOG = (id: number) => `/api/internal/distribution-history/${id}`;

/** A distribution officer who may read and delete logs, and read requisitions. */
const OFFICER: TCurrentUser = {
  ...A_STAFF_MEMBER,
  privileges: ['VDH', 'RQ'],
  permissions: { VDH: ['read', 'create', 'delete'], RQ: ['read'] },
};
const CLERK = aStaffMemberWith('VDH', ['read']);

let fetchMock: FetchMock;
function serve(logs: TDistributionLog[] = [log(), NIYUKTI_LOG]) {
  const handlers = Object.fromEntries(
    logs.flatMap((entry) => [
      [`GET ${LOG(entry.id)}`, () => entry],
      [
        `DELETE ${LOG(entry.id)}`,
        () => ok(null, { en: 'The distribution log was deleted.', ne: 'वितरण अभिलेख हटाइयो।' }),
      ],
    ]),
  );
  serveMasterData(fetchMock, {}, handlers);
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openLog = (path: string, user: TCurrentUser = OFFICER) =>
  renderAt(<DistributionLogPage />, path, PATTERN, { signedInAs: user });

/** The value shown under a label of the facts. */
function valueOf(label: string): string {
  const facts = screen.getByTestId('log-facts');
  const labelElement = within(facts).getByText(label, { selector: 'p' });
  return labelElement.nextElementSibling?.textContent ?? '';
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('a distribution log in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('shows every field of an entered log in Devanagari digits', async () => {
    openLog('/admin/vacancy-distribution-history/log/7/entered');
    expect(await screen.findByRole('heading', { level: 1, name: 'वितरण अभिलेख ७' })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['पद', 'कार्यालय', 'वितरण', 'कोटा अनुसार पद', 'पालो']);
    const expected: [string, string][] = [
      ['सेवा', 'नेपाल प्रशासन सेवा'],
      ['श्रेणी', 'राजपत्राङ्कित तृतीय श्रेणी'],
      ['समूह', 'सामान्य प्रशासन'],
      ['उपसमूह', '—'],
      ['पद', 'शाखा अधिकृत'],
      ['पदको प्रकार', 'प्रशासनिक'],
      ['मुख्य निकाय (मन्त्रालय)', 'गृह मन्त्रालय'],
      ['निकाय (कार्यालय)', 'जिल्ला प्रशासन कार्यालय, कास्की'],
      ['जिल्ला', 'कास्की'],
      ['प्रदेश', 'गण्डकी'],
      ['स्थानीय तह', 'पोखरा महानगरपालिका'],
      ['प्रकार', 'पुराना अभिलेखबाट प्रविष्ट'],
      ['आर्थिक वर्ष', '२०८०-८१'],
      ['कुल पद सङ्ख्या', '१२'],
      ['प्रकाशन मिति (वि.सं.)', '२०८०-०५-१० वि.सं.'],
      ['प्रकाशन मिति (ई.सं.)', '२०२३-०८-२७ ई.सं.'],
      ['चलानी नम्बर', '45/080-81'],
      ['चलानी मिति (वि.सं.)', '२०८०-०५-०१ वि.सं.'],
      ['चलानी मिति (ई.सं.)', '२०२३-०८-१८ ई.सं.'],
    ];
    expect(expected.map(([label]) => [label, valueOf(label)])).toEqual(expected);
    // An entered log names no requisition.
    expect(screen.queryByText('माग फाराम')).not.toBeInTheDocument();

    const seats = screen.getByRole('table', { name: 'यो वितरणका कोटा अनुसार पद' });
    expect(
      within(seats)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'कोटा वा पदपूर्तिको तरिकापद सङ्ख्या',
      'खुला७',
      'मधेशी३',
      'ज्येष्ठताका आधारमा बढुवा२',
      'जम्मा१२',
    ]);
  });

  it('shows the rotation of the post and office, oldest first, this one marked', async () => {
    openLog('/admin/vacancy-distribution-history/log/7/entered');
    const rotation = await screen.findByRole('table', {
      name: 'यो कार्यालयको यही पदका वितरण, पुरानोदेखि',
    });
    const [header, ...rows] = within(rotation).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'आर्थिक वर्ष',
      'प्रकार',
      'कुल पद सङ्ख्या',
      'खुला',
      'महिला',
      'मधेशी',
      'ज्येष्ठताका आधारमा बढुवा',
    ]);
    expect(rows.map((row) => row.textContent)).toEqual([
      '२०७८-७९नियुक्तिमा बाँडफाँट गरिएको५३२——',
      '२०७९-८०पुराना अभिलेखबाट प्रविष्ट६३१२—',
      '२०८०-८१यो वितरणपुराना अभिलेखबाट प्रविष्ट१२७—३२',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(
      within(rows[0]!).getByRole('link', {
        name: '२०७८-७९ को वितरण अभिलेख ३ खोल्नुहोस्',
      }),
    ).toHaveAttribute('href', '/admin/vacancy-distribution-history/log/3/niyukti');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/vacancy-distribution-history/log/5/entered',
    );
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('deletes an entered log after confirming, then goes back to the history', async () => {
    const user = openLog('/admin/vacancy-distribution-history/log/7/entered');
    await user.click(await screen.findByRole('button', { name: 'हटाउनुहोस्' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('वितरण अभिलेख');
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(calls('DELETE').map(([input]) => String(input))).toEqual([
      expect.stringContaining('/api/internal/distribution-history/7'),
    ]);
  });

  it('keeps the log when the confirmation is cancelled', async () => {
    const user = openLog('/admin/vacancy-distribution-history/log/7/entered');
    await user.click(await screen.findByRole('button', { name: 'हटाउनुहोस्' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('DELETE')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'वितरण अभिलेख ७' })).toBeVisible();
  });

  it("names a Niyukti log's requisition, a link to it, and offers no delete", async () => {
    openLog('/admin/vacancy-distribution-history/log/3/niyukti');
    expect(await screen.findByRole('heading', { level: 1, name: 'वितरण अभिलेख ३' })).toBeVisible();
    expect(valueOf('स्थानीय तह')).toBe('—');
    expect(valueOf('प्रकार')).toBe('नियुक्तिमा बाँडफाँट गरिएको');
    const requisition = screen.getByRole('link', { name: 'माग नं. RQ-31/078-79 खोल्नुहोस्' });
    expect(requisition).toHaveAttribute('href', '/admin/requisition/31');
    expect(screen.queryByTestId('log-delete')).not.toBeInTheDocument();
    expect(
      screen.getByText('नियुक्तिमा गरिएको वितरण इतिहासमा रहिरहन्छ: यसलाई हटाउन मिल्दैन।'),
    ).toBeVisible();
    expect(
      within(screen.getByTestId('log-rotation-3')).queryByRole('link'),
    ).not.toBeInTheDocument();
  });

  it('offers no delete to a clerk who only reads, and names the requisition without a link', async () => {
    openLog('/admin/vacancy-distribution-history/log/3/niyukti', CLERK);
    expect(await screen.findByText('RQ-31/078-79')).toBeVisible();
    expect(screen.queryByRole('link', { name: /RQ-31/ })).not.toBeInTheDocument();
    await screen.findByTestId('log-rotation');
    expect(screen.queryByTestId('log-delete')).not.toBeInTheDocument();
  });

  it('hides delete of an entered log from a clerk who only reads', async () => {
    openLog('/admin/vacancy-distribution-history/log/7/entered', CLERK);
    await screen.findByTestId('log-rotation');
    expect(screen.queryByTestId('log-delete')).not.toBeInTheDocument();
  });

  it('is not found at an address of the wrong type, or of no log', async () => {
    openLog('/admin/vacancy-distribution-history/log/3/entered');
    expect(await screen.findByText('पृष्ठ भेटिएन')).toBeVisible();
    expect(screen.queryByTestId('log-facts')).not.toBeInTheDocument();
  });

  it('is not found for a log the server does not know', async () => {
    serveMasterData(
      fetchMock,
      {},
      {
        [`GET ${LOG(99)}`]: () =>
          json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' }),
      },
    );
    openLog('/admin/vacancy-distribution-history/log/99/entered');
    expect(await screen.findByText('पृष्ठ भेटिएन')).toBeVisible();
  });

  it('is not found at an address of an unknown type, without asking the server', async () => {
    openLog('/admin/vacancy-distribution-history/log/7/imported');
    expect(await screen.findByText('पृष्ठ भेटिएन')).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/distribution-history')),
    ).toBe(false);
  });
});

describe('a distribution log in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows the fields and the rotation in English', async () => {
    openLog('/admin/vacancy-distribution-history/log/7/entered');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Distribution log 7' }),
    ).toBeVisible();
    expect(valueOf('Publish date (B.S.)')).toBe('2080-05-10 B.S.');
    expect(valueOf('Publish date (A.D.)')).toBe('2023-08-27 A.D.');
    expect(valueOf('Local body')).toBe('Pokhara Metropolitan City');
    expect(
      within(screen.getByTestId('log-rotation-7')).getByText('This distribution'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
