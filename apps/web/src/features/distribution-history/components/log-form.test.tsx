import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, bodyOf, renderAt, serveMasterData } from '../../../test/master-data';
import { HistoryListPage } from '../pages/history-list-page';
import { FORM_RECORDS, log } from '../test-fixtures';
import { LogForm } from './log-form';

vi.setConfig({ testTimeout: 30_000 });

const HISTORY = '/api/internal/distribution-history';
const OFFICER = aStaffMemberWith('VDH', ['read', 'create']);
const ENTERED = log({ id: 21 });

let fetchMock: FetchMock;
let answer: () => unknown;
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  answer = () => ENTERED;
  serveMasterData(fetchMock, FORM_RECORDS, {
    [`POST ${HISTORY}`]: () => answer(),
    [`GET ${HISTORY}`]: () => ({ items: [], total: 0, page: 1, pageSize: 10 }),
    [`GET ${HISTORY}/21`]: () => ENTERED,
  });
});

type User = ReturnType<typeof renderAt>;

const renderForm = (onEntered = vi.fn()) => {
  const user = renderAt(<LogForm onEntered={onEntered} onCancel={() => {}} />, '/', '/', {
    signedInAs: OFFICER,
  });
  return { user, onEntered };
};

async function choose(user: User, testId: string, option: string) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

const box = (name: string, container: HTMLElement = document.body) =>
  within(container).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Every field but the rows, in Nepali, with Devanagari digits where people type them. */
async function fillFields(user: User, total = '१२') {
  await choose(user, 'log-postId', 'शाखा अधिकृत (राजपत्राङ्कित तृतीय श्रेणी)');
  await choose(user, 'log-demandOfficeId', 'जिल्ला प्रशासन कार्यालय, कास्की');
  await user.type(box('आर्थिक वर्ष'), '२०८०-८१');
  await user.type(box('कुल पद सङ्ख्या'), total);
  await user.type(box('प्रकाशन मिति \\(वि.सं.\\)'), '२०८०-०५-१०');
  await user.type(box('चलानी नम्बर'), '45/080-81');
  await user.type(box('चलानी मिति \\(वि.सं.\\)'), '२०८०-०५-०१');
}

/** A row's part and seats (the row is added first when it is not the first). */
async function fillRow(user: User, index: number, part: string, seats: string) {
  if (index > 0) await user.click(screen.getByRole('button', { name: 'कोटा थप्नुहोस्' }));
  await choose(user, `log-row-quota-${index}`, part);
  await user.type(screen.getByTestId(`log-row-seats-${index}`), seats);
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('entering an earlier distribution in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('sends the log as the shared schema reads it, quotas and headings by row', async () => {
    const { user, onEntered } = renderForm();
    await fillFields(user);
    // The office's district's local bodies, once the office is chosen.
    await choose(user, 'log-localBodyId', 'पोखरा महानगरपालिका');
    await fillRow(user, 0, 'खुला', '७');
    await fillRow(user, 1, 'मधेशी', '३');
    await fillRow(user, 2, 'ज्येष्ठताका आधारमा बढुवा', '२');
    expect(screen.getByTestId('log-rows-total')).toHaveTextContent('१२ मध्ये १२ पद');
    await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));
    await new Promise((r) => setTimeout(r, 300));
    console.log(
      'DEBUG',
      [...document.querySelectorAll('[aria-invalid="true"]')].map(
        (e) =>
          `${e.getAttribute('name') ?? e.getAttribute('data-testid')}=${(e as HTMLInputElement).value}`,
      ),
      [...document.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent),
    );
    await waitFor(() => expect(onEntered).toHaveBeenCalledWith(ENTERED));
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      postId: 11,
      demandOfficeId: 40,
      fiscalYear: '2080-81',
      publishDateBs: '2080-05-10',
      chalaniNumber: '45/080-81',
      chalaniDateBs: '2080-05-01',
      totalVacancy: 12,
      localBodyId: 400,
      rows: [
        { quotaId: 1, heading: null, seats: 7 },
        { quotaId: 3, heading: null, seats: 3 },
        { quotaId: null, heading: 'seniority', seats: 2 },
      ],
    });
  });

  it('offers each quota to one row only', async () => {
    const { user } = renderForm();
    await fillRow(user, 0, 'खुला', '७');
    await user.click(screen.getByRole('button', { name: 'कोटा थप्नुहोस्' }));
    await user.click(screen.getByTestId('log-row-quota-1'));
    expect(await screen.findByRole('option', { name: 'महिला' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'खुला' })).not.toBeInTheDocument();
  });

  it('says the sum rule on the rows and sends nothing when they do not add up', async () => {
    const { user } = renderForm();
    await fillFields(user);
    await fillRow(user, 0, 'खुला', '७');
    await fillRow(user, 1, 'महिला', '३');
    expect(screen.getByTestId('log-rows-total')).toHaveTextContent('१२ मध्ये १० पद');
    await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));
    expect(await screen.findByTestId('log-rows-error')).toHaveTextContent(
      'पद सङ्ख्याको जोड कुल पद सङ्ख्या बराबर हुनुपर्छ',
    );
    expect(posts()).toHaveLength(0);
    // Mended, the message goes and the log is sent.
    await fillRow(user, 2, 'मधेशी', '२');
    await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.queryByTestId('log-rows-error')).not.toBeInTheDocument();
  });

  it('says what every field lacks at once', async () => {
    const { user } = renderForm();
    await user.type(box('आर्थिक वर्ष'), '2080-82');
    await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));
    expect(await screen.findByText('आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।')).toBeVisible();
    expect(box('चलानी नम्बर')).toHaveAttribute('aria-invalid', 'true');
    expect(box('प्रकाशन मिति \\(वि.सं.\\)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('log-row-quota-0')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('कृपया कोटाको प्रकार छान्नुहोस्')).toBeVisible();
    expect(screen.getByText('कृपया पद सङ्ख्या लेख्नुहोस्')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it("places the server's refusals under their fields and rows", async () => {
    answer = () =>
      json(400, {
        status: 0,
        code: 'VALIDATION_FAILED',
        message: { en: 'Please check the values.', ne: 'कृपया विवरण जाँच्नुहोस्।' },
        data: {
          issues: [
            { path: 'chalaniNumber', message: 'validation.maxLength40' },
            { path: 'rows.1.quotaId', message: 'distribution.quotaRepeated' },
          ],
        },
      });
    const { user, onEntered } = renderForm();
    await fillFields(user);
    await fillRow(user, 0, 'खुला', '९');
    await fillRow(user, 1, 'महिला', '३');
    await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));
    expect(await screen.findByText('यो कोटाको प्रकार वितरणमा पहिले नै छ।')).toBeVisible();
    expect(box('चलानी नम्बर')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('log-row-quota-1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('log-row-quota-0')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onEntered).not.toHaveBeenCalled();
  });
});

describe('entering an earlier distribution from the history', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('opens the form in a dialog and, saved, goes to the new log', async () => {
    const user = renderAt(
      <HistoryListPage />,
      '/admin/vacancy-distribution-history',
      '/admin/vacancy-distribution-history',
      { signedInAs: OFFICER },
    );
    await user.click(await screen.findByRole('button', { name: 'Enter an earlier distribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter an earlier distribution' });
    expect(
      within(dialog).getByRole('form', { name: 'Enter an earlier distribution' }),
    ).toBeVisible();
    await choose(user, 'log-postId', 'Section Officer (Gazetted Third Class)');
    await choose(user, 'log-demandOfficeId', 'District Administration Office, Kaski');
    await user.type(box('Fiscal year', dialog), '2080-81');
    await user.type(box('Total vacancy', dialog), '12');
    await user.type(box('Publish date \\(B.S.\\)', dialog), '2080-05-10');
    await user.type(box('Chalani number', dialog), '45/080-81');
    await user.type(box('Chalani date \\(B.S.\\)', dialog), '2080-05-01');
    await choose(user, 'log-row-quota-0', 'Open');
    await user.type(screen.getByTestId('log-row-seats-0'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });
});
