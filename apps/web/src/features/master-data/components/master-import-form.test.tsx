import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { masterEntity } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { MasterImportForm } from './master-import-form';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('ne');
});

const localBodies = masterEntity('local-bodies')!;
const csv = () =>
  new File(['district_id,name_en\n1,Shadanand\n'], 'local-levels.csv', { type: 'text/csv' });

async function chooseAndImport(user: ReturnType<typeof renderAt>) {
  // Mantine's FileInput is a button over a hidden file input: the file goes to the input.
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, csv());
  await user.click(screen.getByTestId('master-import-submit'));
}

describe('MasterImportForm', () => {
  it('sends the file as multipart and tells what was imported, in Nepali digits', async () => {
    fetchMock.mockResolvedValue(ok({ imported: 753, created: 753, updated: 0 }));
    const user = renderAt(<MasterImportForm entity={localBodies} onDone={() => {}} />);
    await chooseAndImport(user);
    expect(await screen.findByTestId('master-import-done')).toHaveTextContent(
      '७५३ पङ्क्ति आयात गरियो: ७५३ नयाँ, ० अद्यावधिक।',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/internal/master-data/local-bodies/import');
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('lists every refused row with its line, field name and reason', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        status: 0,
        code: 'VALIDATION_FAILED',
        message: { en: 'The file was not imported.', ne: 'फाइल आयात गरिएन।' },
        data: {
          rows: [
            { row: 3, field: 'nameNe', message: 'validation.nepaliOnly' },
            { row: 7, field: 'wardCount', message: 'validation.tooSmall' },
          ],
        },
      }),
    );
    const user = renderAt(<MasterImportForm entity={localBodies} onDone={() => {}} />);
    await chooseAndImport(user);
    const problems = await screen.findByTestId('master-import-problems');
    expect(problems).toHaveTextContent('२ वटा समस्या भेटिए; केही पनि आयात गरिएन।');
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('३नाम (नेपाली)कृपया नेपालीमा लेख्नुहोस्।');
    expect(rows[1]).toHaveTextContent('७वडा सङ्ख्या');
  });

  it('lists the refused rows as cards on a phone', async () => {
    setScreenWidth(375);
    fetchMock.mockResolvedValue(
      json(400, {
        status: 0,
        code: 'VALIDATION_FAILED',
        message: { en: 'The file was not imported.', ne: 'फाइल आयात गरिएन।' },
        data: { rows: [{ row: 3, field: 'nameNe', message: 'validation.nepaliOnly' }] },
      }),
    );
    const user = renderAt(<MasterImportForm entity={localBodies} onDone={() => {}} />);
    await chooseAndImport(user);
    const problems = await screen.findByTestId('master-import-problems');
    expect(within(problems).queryByRole('table')).not.toBeInTheDocument();
    const card = within(problems).getByRole('article', { name: '३' });
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['३', 'नाम (नेपाली)', 'कृपया नेपालीमा लेख्नुहोस्।']);
  });
});
