import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, type TRoleSummary } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { answerByPath, bodyOf, renderWithQueries } from '../test-utils';
import { UserCreationForm } from './user-creation-form';

const ROLES: TRoleSummary[] = [
  { id: 3, title: 'Scrutiny officer', description: '', type: 'internal', privileges: ['SC'] },
  { id: 4, title: 'Payment officer', description: '', type: 'internal', privileges: ['UP'] },
];

const ORGANIZATIONS = [
  { id: 1, nameEn: 'Public Service Commission', nameNe: 'लोक सेवा आयोग', active: true },
  { id: 2, nameEn: 'Ministry of Home Affairs', nameNe: 'गृह मन्त्रालय', active: true },
];

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  answerByPath(fetchMock, {
    '/api/internal/roles': ROLES,
    '/api/public/master-data/organizations': ORGANIZATIONS,
  });
});

const byId = (testId: string) => screen.getByTestId(testId);

describe('UserCreationForm', { timeout: 20_000 }, () => {
  it('posts the names, account, password twice and the chosen roles', async () => {
    const onCreated = vi.fn();
    const user = renderWithQueries(<UserCreationForm onCreated={onCreated} />);
    await user.type(byId('user-first-name'), 'Hari');
    await user.type(byId('user-last-name'), 'Sharma');
    await user.type(byId('user-username'), 'hari_s');
    await user.type(byId('user-email'), 'hari@psc.gov.np');
    await user.type(byId('user-password'), 'Secret123');
    await user.type(byId('user-confirm-password'), 'Secret123');
    await user.click(byId('role-select'));
    await user.click(await screen.findByRole('option', { name: 'Scrutiny officer' }));
    await user.click(byId('user-submit'));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      firstName: 'Hari',
      lastName: 'Sharma',
      username: 'hari_s',
      email: 'hari@psc.gov.np',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      roleIds: [3],
    });
  });

  it('sends the organization chosen; left empty, none (the server makes the user the commission’s)', async () => {
    const onCreated = vi.fn();
    const user = renderWithQueries(<UserCreationForm onCreated={onCreated} />);
    const organization = byId('user-organization');
    expect(organization).toHaveAttribute('placeholder', 'The commission (its own staff)');
    await user.type(byId('user-first-name'), 'Prakash');
    await user.type(byId('user-last-name'), 'Adhikari');
    await user.type(byId('user-username'), 'prakash');
    await user.type(byId('user-email'), 'prakash@moha.gov.np');
    await user.type(byId('user-password'), 'Secret123');
    await user.type(byId('user-confirm-password'), 'Secret123');
    await user.click(byId('role-select'));
    await user.click(await screen.findByRole('option', { name: 'Scrutiny officer' }));
    await user.click(organization);
    await user.click(await screen.findByRole('option', { name: 'Ministry of Home Affairs' }));
    await user.click(byId('user-submit'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).toMatchObject({ username: 'prakash', organizationId: 2 });
  });

  it("'Select all' chooses every role", async () => {
    const onCreated = vi.fn();
    const user = renderWithQueries(<UserCreationForm onCreated={onCreated} />);
    const roles = byId('role-select');
    expect(roles).toHaveAttribute('placeholder', 'Type to Search...');
    await user.click(roles);
    await user.click(await screen.findByRole('option', { name: 'Select all' }));
    for (const field of ['user-first-name', 'user-last-name']) await user.type(byId(field), 'Ram');
    await user.type(byId('user-username'), 'ram');
    await user.type(byId('user-email'), 'ram@psc.gov.np');
    await user.type(byId('user-password'), 'Secret123');
    await user.type(byId('user-confirm-password'), 'Secret123');
    await user.click(byId('user-submit'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).toMatchObject({ roleIds: [3, 4] });
  });

  it('refuses an empty form, a weak password and a wrong confirmation, in the current language', async () => {
    await i18n.changeLanguage('ne');
    const user = renderWithQueries(<UserCreationForm onCreated={vi.fn()} />);
    await user.type(byId('user-password'), 'secret');
    await user.type(byId('user-confirm-password'), 'other');
    await user.click(byId('user-submit'));

    expect(await screen.findByText(MESSAGES['validation.roleRequired'].ne)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES['validation.passwordTooShort'].ne)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES['validation.passwordMismatch'].ne)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES['validation.required'].ne).length).toBeGreaterThanOrEqual(
      4,
    );
    expect(byId('password-rule-lower')).toHaveAttribute('data-met', 'true');
    expect(byId('password-rule-upper')).toHaveAttribute('data-met', 'false');
    expect(bodyOf(fetchMock, 'POST')).toBeUndefined();
  });
});
