import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { TPersonalDetailsView } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/master-data';
import { PersonalTab } from './personal-tab';

vi.setConfig({ testTimeout: 30_000 });

const SAVED: TPersonalDetailsView = {
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
  locked: false,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('ne');
});

function serve(view: TPersonalDetailsView) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/master-data/districts'))
      return ok([{ id: 27, active: true, provinceId: 3, nameEn: 'Kathmandu', nameNe: 'काठमाडौं' }]);
    if (init?.method === 'PUT') return ok({ ...view, ...JSON.parse(String(init.body)) });
    return ok(view);
  });
}

const putBody = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
};

describe('PersonalTab', () => {
  it('starts from the registration, asks the Nepali names in Nepali, and saves', async () => {
    serve(SAVED);
    const user = renderAt(<PersonalTab />);
    const firstName = await screen.findByTestId('personal-firstName');
    expect(firstName).toHaveValue('Anita');
    expect(screen.getByLabelText(/जन्म मिति \(वि.सं.\)/)).toHaveValue('२०५५-०१-०१');
    // Valid saved dates raise no complaint on opening (they were once compared in Devanagari).
    expect(screen.queryByText('यो मिति अनुमति दिइएको अवधिभित्र छैन।')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('personal-firstNameNe'), 'Anita');
    await user.click(screen.getByTestId('personal-submit'));
    expect(await screen.findByText('कृपया नेपालीमा लेख्नुहोस्।')).toBeInTheDocument();
    expect(putBody()).toBeUndefined();

    await user.clear(screen.getByTestId('personal-firstNameNe'));
    await user.type(screen.getByTestId('personal-firstNameNe'), 'अनिता');
    await user.type(screen.getByTestId('personal-lastNameNe'), 'गुरुङ');
    for (const [field, value] of [
      ['fatherNameEn', 'Ram Gurung'],
      ['fatherNameNe', 'राम गुरुङ'],
      ['motherNameEn', 'Sita Gurung'],
      ['motherNameNe', 'सीता गुरुङ'],
      ['grandfatherNameEn', 'Hari Gurung'],
      ['grandfatherNameNe', 'हरि गुरुङ'],
    ])
      await user.type(screen.getByTestId(`personal-${field}`), value!);
    await user.click(screen.getByTestId('personal-submit'));
    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()).toMatchObject({
      firstNameNe: 'अनिता',
      dobAd: '1998-04-14',
      dobBs: '2055-01-01',
      citizenshipIssueDistrictId: 27,
    });
  });

  it('writes names typed in Roman letters in Devanagari once the aid is on (issue 19)', async () => {
    serve(SAVED);
    const user = renderAt(<PersonalTab />);
    const father = await screen.findByTestId('personal-fatherNameNe');
    // Off: what is typed stays as typed.
    await user.type(father, 'ram ');
    expect(father).toHaveValue('ram ');
    await user.clear(father);

    const aid = screen.getByTestId('romanised-typing');
    expect(aid).toHaveAccessibleName(expect.stringContaining('रोमन अक्षरमा टाइप गर्नुहोस्'));
    await user.click(aid);
    await user.click(father);
    // The conversion is fetched on focus; each ended word is written in Devanagari.
    await waitFor(async () => {
      await user.clear(father);
      await user.type(father, 'ram ');
      expect(father).toHaveValue('राम ');
    });
    await user.type(father, 'bahadur shrestha');
    expect(father).toHaveValue('राम बहादुर shrestha');
    await user.tab();
    expect(father).toHaveValue('राम बहादुर श्रेष्ठ');
  });

  it('converts a name pasted in the old Preeti encoding and says so (issue 19)', async () => {
    serve(SAVED);
    const user = renderAt(<PersonalTab />);
    const father = await screen.findByTestId('personal-fatherNameNe');
    await user.click(father);
    await user.paste("/fd axfb'/ >]i7");
    await waitFor(() => expect(father).toHaveValue('राम बहादुर श्रेष्ठ'));
    expect(screen.getByTestId('fatherNameNe-from-preeti')).toHaveTextContent(
      'प्रीति फन्टमा लेखिएको पाठ युनिकोडमा बदलियो।',
    );
    // Typing on is the person's own edit: the notice goes.
    await user.type(father, ' ');
    expect(screen.queryByTestId('fatherNameNe-from-preeti')).not.toBeInTheDocument();

    // A name in Latin letters is pasted as it is, and the Nepali check then asks for Nepali.
    const mother = screen.getByTestId('personal-motherNameNe');
    await user.click(mother);
    await user.paste('Sita Gurung');
    await waitFor(() => expect(mother).toHaveValue('Sita Gurung'));
    expect(screen.queryByTestId('motherNameNe-from-preeti')).not.toBeInTheDocument();
  });

  it('remembers the romanised typing aid for the next form', async () => {
    serve(SAVED);
    const first = renderAt(<PersonalTab />);
    await first.click(await screen.findByTestId('romanised-typing'));
    expect(screen.getByTestId('romanised-typing')).toBeChecked();
    cleanup();
    renderAt(<PersonalTab />);
    expect(await screen.findByTestId('romanised-typing')).toBeChecked();
  });

  it('shows a locked profile read only, with the commission’s message', async () => {
    serve({ ...SAVED, locked: true, firstNameNe: 'अनिता' });
    renderAt(<PersonalTab />);
    expect(await screen.findByTestId('personal-locked')).toHaveTextContent('आयोगमा सम्पर्क');
    expect(screen.getByTestId('personal-firstNameNe')).toBeDisabled();
    expect(screen.queryByTestId('personal-submit')).not.toBeInTheDocument();
  });
});
