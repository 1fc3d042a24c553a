import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, type FetchMock } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/master-data';
import { ProfileLayout } from './profile-layout';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
});

const open = (tab = 'contact') =>
  renderAt(<ProfileLayout />, `/user/profile/${tab}`, '/user/profile/:tab');

describe('ProfileLayout', () => {
  it('lists what is missing, each a link to the tab that gives it', async () => {
    fetchMock.mockResolvedValue(
      ok({ locked: false, documentsLocked: false, missing: ['contact', 'signature'] }),
    );
    open();
    const missing = await screen.findByTestId('profile-missing');
    expect(within(missing).getByRole('link', { name: 'सम्पर्क ठेगाना' })).toHaveAttribute(
      'href',
      '/user/profile/contact',
    );
    expect(within(missing).getByRole('link', { name: 'हस्ताक्षर' })).toHaveAttribute(
      'href',
      '/user/profile/documents',
    );
    expect(screen.getByRole('tab', { name: 'सम्पर्क' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('profile-locked-notice')).not.toBeInTheDocument();
  });

  it('says when the commission has locked the documents, and nothing is missing', async () => {
    fetchMock.mockResolvedValue(ok({ locked: false, documentsLocked: true, missing: [] }));
    open();
    expect(await screen.findByTestId('profile-locked-notice')).toHaveTextContent(
      'कागजात आयोगले लक गरेको छ',
    );
    expect(screen.queryByTestId('profile-missing')).not.toBeInTheDocument();
  });

  it('leaves the missing parts to the preview tab, which lists them itself, but keeps the lock', async () => {
    fetchMock.mockResolvedValue(ok({ locked: true, documentsLocked: false, missing: ['contact'] }));
    open('preview');
    expect(await screen.findByTestId('profile-locked-notice')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'पूर्वावलोकन' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('profile-missing')).not.toBeInTheDocument();
  });
});
