import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, PRIVILEGE_DESCRIPTIONS, type TModule } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { answerByPath, bodyOf, renderWithQueries } from '../test-utils';
import { RoleForm } from './role-form';

const MODULES: TModule[] = [
  { id: 1, code: null, title: 'Scrutiny', titleNe: '', description: '', descriptionNe: '' },
  { id: 2, code: null, title: 'Payments', titleNe: '', description: '', descriptionNe: '' },
];

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  answerByPath(fetchMock, { '/api/internal/modules': MODULES });
});

const byId = (testId: string) => screen.getByTestId(testId);

describe('RoleForm', { timeout: 20_000 }, () => {
  it('posts the privilege codes in table order and only the modules given a permission', async () => {
    const onSaved = vi.fn();
    const user = renderWithQueries(<RoleForm onSaved={onSaved} />);
    await user.type(byId('role-title'), 'Scrutiny clerk');
    await user.click(byId('privilege-SC'));
    await user.click(byId('privilege-BU'));
    await user.click(await screen.findByTestId('module-1-read'));
    await user.click(byId('module-1-approve'));
    await user.click(byId('role-submit'));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      title: 'Scrutiny clerk',
      description: '',
      type: 'internal',
      privileges: ['SC', 'BU'],
      modules: [
        {
          moduleId: 1,
          read: true,
          create: false,
          update: false,
          delete: false,
          approve: true,
          reject: false,
        },
      ],
    });
  });

  it('gives a chosen code all six actions and sends only the actions taken away', async () => {
    const onSaved = vi.fn();
    const user = renderWithQueries(<RoleForm onSaved={onSaved} />);
    await user.type(byId('role-title'), 'Scrutiny reader');
    await user.click(byId('privilege-SC'));
    await user.click(byId('privilege-AR'));
    expect(byId('actions-SC-approve')).toBeChecked();
    for (const action of ['create', 'update', 'delete', 'approve', 'reject'])
      await user.click(byId(`actions-SC-${action}`));
    await user.click(byId('role-submit'));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).toMatchObject({
      privileges: ['AR', 'SC'],
      actions: { SC: ['read'] },
    });
  });

  it('forgets the actions of a code no longer held', async () => {
    const onSaved = vi.fn();
    const user = renderWithQueries(<RoleForm onSaved={onSaved} />);
    await user.type(byId('role-title'), 'Nothing kept');
    await user.click(byId('privilege-SC'));
    await user.click(byId('actions-SC-reject'));
    await user.click(byId('privilege-SC'));
    expect(screen.queryByTestId('actions-SC-read')).not.toBeInTheDocument();
    await user.click(byId('role-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).not.toHaveProperty('actions');
  });

  it('describes each code in Nepali and requires a title', async () => {
    await i18n.changeLanguage('ne');
    const user = renderWithQueries(<RoleForm onSaved={vi.fn()} />);
    expect(screen.getByText(`— ${PRIVILEGE_DESCRIPTIONS.SC.ne}`)).toBeInTheDocument();
    await user.click(byId('role-submit'));
    expect(await screen.findByText(MESSAGES['validation.required'].ne)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toBeUndefined();
  });
});
