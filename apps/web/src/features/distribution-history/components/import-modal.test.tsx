import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { ImportModal } from './import-modal';

vi.setConfig({ testTimeout: 30_000 });

const IMPORT = '/api/internal/distribution-history/import';
const TEMPLATE = '/api/internal/distribution-history/import-template.xlsx';
const OFFICER = aStaffMemberWith('VDH', ['read', 'create']);
const UNKNOWN_COLUMN = MESSAGES['distribution.quotaColumnUnknown'].ne;

const refused = () =>
  json(400, {
    status: 0,
    code: 'VALIDATION_FAILED',
    message: { en: 'The file was not imported.', ne: 'फाइल आयात गरिएन।' },
    data: {
      rows: [
        { row: 3, field: 'fiscal_year', message: 'distribution.fiscalYearFormat' },
        { row: 3, field: 'quota 9', message: 'distribution.quotaColumnUnknown' },
        { row: 12, field: 'rows', message: 'distribution.sumMustEqualTotal' },
      ],
    },
  });

let fetchMock: FetchMock;
let answer: () => unknown;
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  answer = () => ({ imported: 14, created: 12, updated: 2 });
  serveMasterData(
    fetchMock,
    {},
    {
      [`POST ${IMPORT}`]: () => answer(),
      [`GET ${TEMPLATE}`]: () =>
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="distribution-history.xlsx"',
          },
        }),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const openModal = () =>
  renderAt(<ImportModal opened onClose={() => {}} />, '/', '/', { signedInAs: OFFICER });

const spreadsheet = () =>
  new File(['fiscal_year,post_code\n2080-81,SO\n'], 'history.csv', { type: 'text/csv' });

async function chooseAndImport(user: ReturnType<typeof renderAt>) {
  // Mantine's FileInput is a button over a hidden file input: the file goes to the input.
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, spreadsheet());
  await user.click(screen.getByRole('button', { name: 'आयात गर्नुहोस्' }));
}

describe('importing earlier distributions in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('sends the file as the multipart part "file" and says what was imported', async () => {
    const user = openModal();
    expect(await screen.findByRole('dialog', { name: 'पुराना वितरण आयात गर्नुहोस्' })).toBeVisible();
    await chooseAndImport(user);
    expect(await screen.findByTestId('history-import-done')).toHaveTextContent(
      '१४ पङ्क्ति आयात गरियो: १२ नयाँ, २ पहिले प्रविष्ट गरिएकाको सट्टा।',
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(IMPORT))!;
    expect(call[1]!.method).toBe('POST');
    const file = (call[1]!.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('history.csv');
  });

  it('lists every refused row with its line, column and translated reason', async () => {
    answer = refused;
    const user = openModal();
    await chooseAndImport(user);
    const problems = await screen.findByTestId('history-import-problems');
    expect(problems).toHaveTextContent('३ वटा समस्या भेटिए; केही पनि आयात गरिएन।');
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['३', 'fiscal_year (आर्थिक वर्ष)', 'आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।'],
      ['३', 'quota 9', UNKNOWN_COLUMN],
      ['१२', 'कोटा अनुसार पद', 'पद सङ्ख्याको जोड कुल पद सङ्ख्या बराबर हुनुपर्छ'],
    ]);
    expect(screen.queryByTestId('history-import-done')).not.toBeInTheDocument();
  });

  it('lists the refused rows as cards on a phone', async () => {
    setScreenWidth(375);
    answer = refused;
    const user = openModal();
    await chooseAndImport(user);
    const problems = await screen.findByTestId('history-import-problems');
    expect(within(problems).queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(problems).getAllByRole('article', { name: '३' });
    expect(
      within(card!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['३', 'fiscal_year (आर्थिक वर्ष)', 'आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।']);
  });

  it('downloads the template with the token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test/template');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openModal();
    await user.click(await screen.findByRole('button', { name: 'नमुना डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(TEMPLATE))!;
    expect(new Headers(call[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});

describe('importing earlier distributions in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('says the import in English', async () => {
    const user = openModal();
    await user.upload(
      await waitFor(() => document.querySelector<HTMLInputElement>('input[type="file"]')!),
      spreadsheet(),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByTestId('history-import-done')).toHaveTextContent(
      '14 rows imported: 12 new, 2 replacing one entered before.',
    );
  });
});
