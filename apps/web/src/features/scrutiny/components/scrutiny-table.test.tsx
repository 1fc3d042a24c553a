import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScrutinyStatus, TScrutinyRow } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, type FetchMock } from '../../../test/fetch-mock';
import { anApplication } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { ScrutinyTable } from './scrutiny-table';

vi.setConfig({ testTimeout: 30_000 });

const HELD: TScrutinyRow = {
  ...anApplication({
    id: 42,
    paymentStatus: 'paid',
    scrutinyStatus: 'hold',
    scrutinyRemarks: 'Transcript unreadable',
    holdReason: 'education',
    holdUntil: '2026-12-01',
  }),
  masterId: 100007,
  candidateName: 'Sita Sharma',
  voucher: null,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async () => ok({ items: [HELD], total: 1, page: 1, pageSize: 10 }));
  await i18n.changeLanguage('ne');
});

function renderTab(status: ScrutinyStatus) {
  render(<ScrutinyTable status={status} onPreview={() => {}} canGenerateRollNumbers={false} />, {
    wrapper: withAuth(),
  });
}

describe('ScrutinyTable', () => {
  it('shows on the hold tab what to fix and the last day, in B.S.', async () => {
    renderTab('hold');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'सच्याउनुपर्ने' })).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'सच्याउने अन्तिम दिन' }),
    ).toBeInTheDocument();
    expect(
      await within(table).findByText('शैक्षिक प्रमाणपत्र वा लब्धाङ्क पत्र नभएको वा अस्पष्ट'),
    ).toBeInTheDocument();
    expect(within(table).getByText('२०८३-०८-१५ वि.सं.')).toBeInTheDocument();
  });

  it('leaves those columns to the hold tab', async () => {
    renderTab('pending');
    const table = await screen.findByRole('table');
    await within(table).findByText('Sita Sharma');
    expect(within(table).queryByRole('columnheader', { name: 'सच्याउनुपर्ने' })).toBeNull();
  });
});
