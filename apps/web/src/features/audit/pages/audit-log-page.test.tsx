import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAuditEntry } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { AuditLogPage } from './audit-log-page';

vi.setConfig({ testTimeout: 30_000 });

const ENTRY: TAuditEntry = {
  id: 7,
  at: '2026-11-22T04:15:00.000Z',
  actorUserId: 1,
  actorUsername: 'scrutiny',
  action: 'scrutiny.decide',
  entity: 'application',
  entityId: '42',
  before: { scrutinyStatus: 'pending' },
  after: { scrutinyStatus: 'hold', scrutinyRemarks: 'Citizenship copy unreadable' },
};

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('en');
});

function renderPage() {
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <AuditLogPage />
    </Wrapper>,
  );
}

describe('AuditLogPage', () => {
  it('lists who did what to which record, and shows before and after on opening a row', async () => {
    fetchMock.mockImplementation(async () =>
      ok({ items: [ENTRY], total: 1, page: 1, pageSize: 20 }),
    );
    renderPage();
    // The action and the record in words, not the codes the log keeps (issue 19).
    expect(await screen.findByText('Scrutiny decision')).toBeInTheDocument();
    expect(screen.queryByText('scrutiny.decide')).not.toBeInTheDocument();
    expect(screen.getByText('Application #42')).toBeInTheDocument();
    expect(urlOf(fetchMock, 0)).toContain('/api/internal/audit-log?page=1&pageSize=20');

    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    const detail = await screen.findByTestId('audit-detail-7');
    expect(detail).toHaveTextContent('"scrutinyStatus": "pending"');
    expect(detail).toHaveTextContent('"scrutinyRemarks": "Citizenship copy unreadable"');
  });

  it('shows the action, the record and its id in Nepali, with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    fetchMock.mockImplementation(async () =>
      ok({ items: [ENTRY], total: 1, page: 1, pageSize: 20 }),
    );
    renderPage();
    expect(await screen.findByText('आवेदन #४२')).toBeInTheDocument();
    expect(screen.getByText('रुजु निर्णय')).toBeInTheDocument();
  });

  it('shows a code no label names as the code, kept as written', async () => {
    fetchMock.mockImplementation(async () =>
      ok({
        items: [{ ...ENTRY, action: 'legacy.thing', entity: 'districts' }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    renderPage();
    expect(await screen.findByText('legacy.thing')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Districts #42')).toBeInTheDocument();
  });
});
