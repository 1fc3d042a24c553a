import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adToBs, bsToAd, MESSAGES, todayIso } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  urlOf,
  type FetchMock,
} from '../../../test/fetch-mock';
import { REGISTER_PATH } from '../api/register';
import { RegisterPage } from '../pages/register-page';
import { renderPage } from '../test-helpers';

const DISTRICTS = [
  { id: 27, active: true, provinceId: 3, nameEn: 'Kathmandu', nameNe: 'काठमाडौं' },
  { id: 28, active: true, provinceId: 3, nameEn: 'Lalitpur', nameNe: 'ललितपुर' },
];

let fetchMock: FetchMock;
let registerAnswer: () => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  registerAnswer = () =>
    json(201, {
      status: 1,
      message: MESSAGES['registration.success'],
      data: { username: 'sita_k', masterId: 1001 },
      code: 'OK',
    });
  fetchMock = mockFetch();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url === '/api/public/master-data/districts') return Promise.resolve(ok(DISTRICTS));
    if (url === REGISTER_PATH) return Promise.resolve(registerAnswer());
    return Promise.reject(new Error(`unexpected call ${url}`));
  });
});

const field = (label: RegExp | string) => screen.getByLabelText(label);

type User = ReturnType<typeof userEvent.setup>;

/** Pasting goes through the same change handling as typing, much faster on a busy machine. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValidForm() {
  const user = userEvent.setup({ delay: null });
  renderPage(<RegisterPage />, '/register');
  await fill(user, /^First name/, 'Sita');
  await fill(user, /^Last name/, 'Karki');
  await fill(user, /^Username/, 'sita_k');
  await fill(user, /^Date of birth \(B\.S\.\)/, '2055-05-15');
  await user.click(field('Female'));
  await fill(user, /^E-mail/, 'Sita.Karki@Example.com');
  await fill(user, /^Mobile number/, '9841234567');
  await fill(user, /^National ID number/, '1234567890');
  await fill(user, /^Citizenship certificate number/, '27-01-75-01234');
  await fill(user, /^Citizenship issue date \(B\.S\.\)/, '2073-02-10');
  await user.click(screen.getByTestId('register-district'));
  await user.click(await screen.findByRole('option', { name: 'Kathmandu' }));
  return user;
}

function postedBody(): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === REGISTER_PATH);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

// Typing a whole form through user-event takes seconds on a shared machine.
describe('RegistrationForm', { timeout: 20_000 }, () => {
  it('posts exactly the registration payload and shows the success panel', async () => {
    const user = await fillValidForm();
    expect(field(/^National ID number/)).toHaveValue('123-456-7890'); // hyphens added while typing
    expect(field(/^Date of birth \(A\.D\.\)/)).toHaveValue(bsToAd('2055-05-15'));
    await user.click(screen.getByTestId('register-submit'));

    const panel = await screen.findByTestId('registration-success');
    expect(postedBody()).toEqual({
      firstName: 'Sita',
      lastName: 'Karki',
      username: 'sita_k',
      dobAd: bsToAd('2055-05-15'),
      dobBs: '2055-05-15',
      email: 'sita.karki@example.com',
      gender: 'female',
      genderOtherConfirmed: false,
      mobile: '9841234567',
      nationalId: '123-456-7890',
      citizenshipNumber: '27-01-75-01234',
      citizenshipIssueDateAd: bsToAd('2073-02-10'),
      citizenshipIssueDateBs: '2073-02-10',
      citizenshipIssueDistrictId: 27,
    });
    expect(within(panel).getByTestId('registration-username')).toHaveTextContent('sita_k');
    expect(within(panel).getByTestId('registration-master-id')).toHaveTextContent('1001');
    expect(within(panel).getByText(/sent to sita\.karki@example\.com/)).toBeInTheDocument();
    expect(within(panel).getByText(/sita\.karki@example\.com मा पठाइएको छ/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Go to login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows a server duplicate under its field as well as in the toast', async () => {
    registerAnswer = () =>
      json(409, {
        status: 0,
        message: MESSAGES['error.DUPLICATE_USERNAME'],
        data: null,
        code: 'DUPLICATE_USERNAME',
      });
    const user = await fillValidForm();
    await user.click(screen.getByTestId('register-submit'));

    const username = field(/^Username/);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(/This username is already taken\./);
    expect(shownToasts()).toContain('This username is already taken.');
    expect(screen.queryByTestId('registration-success')).not.toBeInTheDocument();
  });

  it('tells in Nepali that a mobile number is wrong and that the person is under 18', async () => {
    await i18n.changeLanguage('ne');
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterPage />, '/register');
    const mobile = field(/^मोबाइल नम्बर/);
    await user.type(mobile, 'ab12-345'); // letters and signs are refused as they are typed
    expect(mobile).toHaveValue('12345');
    await user.tab();
    expect(await screen.findByText(MESSAGES['validation.mobile'].ne)).toBeInTheDocument();

    const tenYearsAgo = `${Number(todayIso().slice(0, 4)) - 10}${todayIso().slice(4)}`;
    await user.type(field(/^जन्म मिति \(वि\.सं\.\)/), adToBs(tenYearsAgo));
    await user.tab();
    expect(await screen.findByText(MESSAGES['validation.ageMin18'].ne)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((_, i) => urlOf(fetchMock, i))).not.toContain(REGISTER_PATH);
  });

  it('asks before recording the gender Other, and records the confirmation', async () => {
    const user = await fillValidForm();
    await user.click(field('Other'));
    // The dialog is its own chunk, fetched the first time it is needed.
    expect(await screen.findByRole('dialog', { name: 'Confirm gender' })).toBeInTheDocument();
    await user.click(screen.getByTestId('gender-other-cancel'));
    expect(field('Other')).not.toBeChecked();
    expect(field('Female')).toBeChecked();

    await user.click(field('Other'));
    await user.click(screen.getByTestId('gender-other-confirm'));
    expect(field('Other')).toBeChecked();
    await user.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('registration-success');
    expect(postedBody()).toMatchObject({ gender: 'other', genderOtherConfirmed: true });
  });

  it('says a refused character is not allowed instead of emptying the field (issue 19)', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterPage />, '/register');
    const citizenship = field(/^Citizenship certificate number/);
    await user.type(citizenship, '!!');
    expect(citizenship).toHaveValue('');
    expect(citizenship).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES['validation.citizenshipNumber'].en),
    );
    await user.type(citizenship, '12-3');
    expect(citizenship).toHaveValue('12-3');
    expect(citizenship).not.toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES['validation.citizenshipNumber'].en),
    );
    // The national ID's own hyphens, put in as the person types, are not refused characters.
    const nationalId = field(/^National ID number/);
    await user.type(nationalId, '1234567');
    expect(nationalId).toHaveValue('123-456-7');
    expect(nationalId).not.toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES['validation.digitsOnly'].en),
    );
  });
});
