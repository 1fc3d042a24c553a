import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TAgeLimit, TMasterRecord } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  bodyOf,
  getUrls,
  renderAt,
  serveMasterData,
  aStaffMemberWith,
} from '../../../test/master-data';
import { AgeLimitPage } from './age-limit-page';

vi.setConfig({ testTimeout: 30_000 });

const CLASSES: TMasterRecord[] = [
  { id: 2, active: true, nameEn: 'Gazetted Third Class', nameNe: 'राजपत्राङ्कित तृतीय श्रेणी' },
  { id: 3, active: true, nameEn: 'Non-gazetted First Class', nameNe: 'राजपत्र अनङ्कित प्रथम श्रेणी' },
];
const SERVICES: TMasterRecord[] = [
  { id: 7, active: true, nameEn: 'Nepal Administration Service', nameNe: 'नेपाल प्रशासन सेवा' },
];

const rule = (overrides: Partial<TAgeLimit>): TAgeLimit => ({
  id: 1,
  classId: 2,
  serviceId: 7,
  gender: null,
  minAge: 21,
  maxAge: 35,
  forDisabled: false,
  forInternal: false,
  active: true,
  description: { en: '', ne: '' },
  ...overrides,
});
const RULES = [
  rule({ id: 1 }),
  rule({ id: 2, gender: 'female', maxAge: 40 }),
  rule({ id: 4, forInternal: true, maxAge: null }),
];

const RULES_PATH = '/api/internal/age-limits';

let fetchMock: FetchMock;
function serve(handlers: Parameters<typeof serveMasterData>[2] = {}) {
  serveMasterData(
    fetchMock,
    { classes: CLASSES, services: SERVICES },
    { [`GET ${RULES_PATH}`]: () => RULES, ...handlers },
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openPage = (search = '') =>
  renderAt(<AgeLimitPage />, `/admin/age-limit${search}`, '/admin/age-limit', {
    signedInAs: A_STAFF_MEMBER,
  });

const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text })).closest('tr')!;
const rowOfRule = async (id: number) =>
  (await screen.findByTestId(`age-limit-edit-${id}`)).closest('tr')!;

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('AgeLimitPage', () => {
  it('asks for the class and service first, then lists their rules in Nepali', async () => {
    const user = openPage();
    const picker = await screen.findByRole('dialog', { name: 'विज्ञापनको श्रेणी र सेवा' });
    const show = within(picker).getByTestId('age-limit-pick-show');
    expect(show).toBeDisabled();
    expect(getUrls(fetchMock).some((url) => url.pathname === RULES_PATH)).toBe(false);

    await user.click(within(picker).getByTestId('age-limit-pick-class'));
    await user.click(await screen.findByRole('option', { name: 'राजपत्राङ्कित तृतीय श्रेणी' }));
    await user.click(within(picker).getByTestId('age-limit-pick-service'));
    await user.click(await screen.findByRole('option', { name: 'नेपाल प्रशासन सेवा' }));
    await user.click(show);

    const anyone = await rowOfRule(1);
    expect(anyone).toHaveTextContent('२१ वर्ष');
    expect(anyone).toHaveTextContent('३५ वर्ष');
    expect(await rowOf('महिला')).toHaveTextContent('४० वर्ष');
    expect(anyone).toHaveTextContent('सबै लिङ्ग');
    const internal = await rowOfRule(4);
    // Gender, minimum, maximum, for disability, for internal competition.
    expect(
      within(internal)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['सबै लिङ्ग', '२१ वर्ष', 'माथिल्लो हद छैन', 'होइन', 'हो']));
    expect(internal).toHaveTextContent('माथिल्लो हद छैन');
    expect(screen.getByTestId('age-limit-chosen')).toHaveTextContent(
      'राजपत्राङ्कित तृतीय श्रेणी · नेपाल प्रशासन सेवा',
    );
    const list = getUrls(fetchMock).find((url) => url.pathname === RULES_PATH);
    expect(list?.searchParams.get('classId')).toBe('2');
    expect(list?.searchParams.get('serviceId')).toBe('7');
  });

  it('opens straight on the rules of the class and service in the address, in English', async () => {
    await i18n.changeLanguage('en');
    openPage('?classId=2&serviceId=7');
    const women = await rowOf('Female');
    expect(women).toHaveTextContent('21 years');
    expect(women).toHaveTextContent('40 years');
    expect(await rowOfRule(1)).toHaveTextContent('Active');
    expect(screen.getByTestId('age-limit-edit-4').closest('tr')).toHaveTextContent(
      'No upper limit',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('age-limit-chosen')).toHaveTextContent(
        'Gazetted Third Class · Nepal Administration Service',
      ),
    );
  });

  it('refuses an empty rule with translated messages and a maximum below the minimum, sending nothing', async () => {
    const user = openPage('?classId=2&serviceId=7');
    await rowOfRule(1);
    await user.click(screen.getByTestId('age-limit-add'));
    const dialog = await screen.findByRole('dialog', { name: 'उमेर हद थप्नुहोस्' });
    await user.click(within(dialog).getByTestId('age-limit-submit'));
    expect(await within(dialog).findAllByText('यो विवरण अनिवार्य छ।')).toHaveLength(2);
    await user.type(within(dialog).getByTestId('age-limit-min'), '३०');
    await user.type(within(dialog).getByTestId('age-limit-max'), '२५');
    await user.click(within(dialog).getByTestId('age-limit-submit'));
    expect(
      await within(dialog).findByText('अधिकतम उमेर न्यूनतम उमेरभन्दा कम हुन सक्दैन।'),
    ).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it('adds a rule for any gender with no upper limit, ages typed in Devanagari sent as numbers', async () => {
    serve({ [`POST ${RULES_PATH}`]: () => rule({ id: 9 }) });
    const user = openPage('?classId=2&serviceId=7');
    await rowOfRule(1);
    await user.click(screen.getByTestId('age-limit-add'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('age-limit-gender'));
    await user.click(await screen.findByRole('option', { name: 'सबै लिङ्ग' }));
    await user.type(within(dialog).getByTestId('age-limit-min'), '२१');
    await user.click(within(dialog).getByTestId('age-limit-forDisabled'));
    await user.click(within(dialog).getByTestId('age-limit-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        classId: 2,
        serviceId: 7,
        gender: null,
        minAge: 21,
        maxAge: null,
        forDisabled: true,
        forInternal: false,
        active: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a rule with its values filled in and shows a duplicate under the gender, in English', async () => {
    await i18n.changeLanguage('en');
    serve({
      [`PUT ${RULES_PATH}/2`]: () =>
        json(409, {
          status: 0,
          message: { en: 'Duplicate.', ne: 'दोहोरो।' },
          data: { issues: [{ path: 'gender', message: 'eligibility.duplicateRule' }] },
          code: 'CONFLICT',
        }),
    });
    const user = openPage('?classId=2&serviceId=7');
    await rowOf('Female');
    await user.click(screen.getByTestId('age-limit-edit-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the age limit' });
    expect(within(dialog).getByTestId('age-limit-gender')).toHaveValue('Female');
    expect(within(dialog).getByTestId('age-limit-min')).toHaveValue('21');
    const max = within(dialog).getByTestId('age-limit-max');
    expect(max).toHaveValue('40');
    await user.clear(max);
    await user.type(max, '45');
    await user.click(within(dialog).getByTestId('age-limit-submit'));
    expect(
      await within(dialog).findByText(
        'This class and service already have a rule for this gender, disability and internal choice.',
      ),
    ).toBeInTheDocument();
    const [url, init] = calls('PUT')[0]!;
    expect(String(url)).toContain(`${RULES_PATH}/2`);
    expect(JSON.parse(String(init!.body))).toMatchObject({ gender: 'female', maxAge: 45 });
  });

  it('deletes a rule after the confirmation and reloads the list', async () => {
    serve({ [`DELETE ${RULES_PATH}/4`]: () => null });
    const user = openPage('?classId=2&serviceId=7');
    await rowOfRule(1);
    const listsBefore = calls('GET').filter(([input]) => String(input).includes(RULES_PATH)).length;
    await user.click(screen.getByTestId('age-limit-delete-4'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('उमेर हद');
    await user.click(within(confirm).getByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    await waitFor(() =>
      expect(
        calls('GET').filter(([input]) => String(input).includes(RULES_PATH)).length,
      ).toBeGreaterThan(listsBefore),
    );
  });

  it('offers a role only the buttons of its actions on ALC', async () => {
    renderAt(<AgeLimitPage />, '/admin/age-limit?classId=2&serviceId=7', '/admin/age-limit', {
      signedInAs: aStaffMemberWith('ALC', ['read', 'delete']),
    });
    expect(await screen.findByTestId('age-limit-delete-1')).toBeVisible();
    expect(screen.queryByTestId('age-limit-edit-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('age-limit-add')).not.toBeInTheDocument();
    expect(screen.getByTestId('age-limit-change')).toBeVisible();
  });
});
