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
      ok({
        locked: false,
        documentsLocked: false,
        missing: ['contact', 'signature'],
        openHolds: [],
      }),
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
    fetchMock.mockResolvedValue(
      ok({ locked: false, documentsLocked: true, missing: [], openHolds: [] }),
    );
    open();
    expect(await screen.findByTestId('profile-locked-notice')).toHaveTextContent(
      'कागजात आयोगले लक गरेको छ',
    );
    expect(screen.queryByTestId('profile-missing')).not.toBeInTheDocument();
  });

  it('leaves the missing parts to the preview tab, which lists them itself, but keeps the lock', async () => {
    fetchMock.mockResolvedValue(
      ok({ locked: true, documentsLocked: false, missing: ['contact'], openHolds: [] }),
    );
    open('preview');
    expect(await screen.findByTestId('profile-locked-notice')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'पूर्वावलोकन' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('profile-missing')).not.toBeInTheDocument();
  });

  describe('an open scrutiny hold', () => {
    const LOCKED_WITH_HOLD = {
      locked: true,
      documentsLocked: false,
      missing: [],
      openHolds: [{ applicationId: 31, reason: 'education', until: '2026-12-01' }],
    };

    it('says which application, what to fix, until when, and that saving sends the form back', async () => {
      fetchMock.mockResolvedValue(ok(LOCKED_WITH_HOLD));
      open('education');
      const notice = await screen.findByTestId('profile-holds');
      expect(notice).toHaveTextContent('रुजुमा रोक्का: आफ्नो विवरण सच्याउन सक्नुहुन्छ');
      const hold = within(notice).getByTestId('profile-hold-31');
      expect(hold).toHaveTextContent(
        'सच्याउनुपर्ने: शैक्षिक प्रमाणपत्र वा लब्धाङ्क पत्र नभएको वा अस्पष्ट। अन्तिम दिन: २०८३-०८-१५ वि.सं. (२०२६-१२-०१ ई.सं.)।',
      );
      expect(hold).toHaveTextContent('सुरक्षित गरेपछि तपाईंको फारम फेरि रुजु अधिकृतकहाँ जान्छ');
      expect(within(hold).getByRole('link', { name: 'सच्याउनुहोस्: शैक्षिक योग्यता' })).toHaveAttribute(
        'href',
        '/user/profile/education',
      );
      expect(within(hold).getByRole('link', { name: 'रोक्कामा रहेको आवेदन हेर्नुहोस्' })).toHaveAttribute(
        'href',
        '/vacancy-applied/31',
      );
      // The education tab is open to the fix: it is not called locked.
      expect(screen.queryByTestId('profile-locked-notice')).not.toBeInTheDocument();
    });

    it('still calls the other tabs locked', async () => {
      fetchMock.mockResolvedValue(ok(LOCKED_WITH_HOLD));
      open('contact');
      expect(await screen.findByTestId('profile-holds')).toBeInTheDocument();
      expect(screen.getByTestId('profile-locked-notice')).toHaveTextContent('आयोगले लक गरेको छ');
    });

    it('says it in English too', async () => {
      await i18n.changeLanguage('en');
      fetchMock.mockResolvedValue(ok(LOCKED_WITH_HOLD));
      open('education');
      const hold = await screen.findByTestId('profile-hold-31');
      expect(hold).toHaveTextContent(
        'To fix: Education certificate or transcript missing or unclear. Last day: 2083-08-15 B.S. (2026-12-01 A.D.).',
      );
      expect(hold).toHaveTextContent('saving it sends your form back to the scrutiny officer');
      expect(within(hold).getByRole('link', { name: 'Fix it: Education' })).toBeInTheDocument();
    });

    it('shows no notice without a hold', async () => {
      fetchMock.mockResolvedValue(ok({ ...LOCKED_WITH_HOLD, openHolds: [] }));
      open('education');
      expect(await screen.findByTestId('profile-locked-notice')).toBeInTheDocument();
      expect(screen.queryByTestId('profile-holds')).not.toBeInTheDocument();
    });
  });
});
