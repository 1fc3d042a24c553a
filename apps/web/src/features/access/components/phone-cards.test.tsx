import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUserBlock } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { renderUi } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';
import { ActionsTable, type ActionsRow } from './actions-table';
import { BlockHistory } from './block-history';

// The access lists that are plain tables at full width become cards on a phone (decision 120).

vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const block = (id: number, startsOn: string, endsOn: string, reason: string): TUserBlock => ({
  id,
  userId: 7,
  startsOn,
  endsOn,
  startsOnBs: startsOn,
  endsOnBs: endsOn,
  reason,
  createdBy: 1,
  createdAt: `${startsOn}T00:00:00Z`,
  liftedAt: null,
  active: false,
});

const pairs = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);

describe('BlockHistory', () => {
  const blocks = [
    block(1, '2020-01-01', '2020-01-05', 'Old'),
    block(2, '2999-01-01', '2999-01-05', 'Later'),
  ];

  it('is a card per block on a phone, the unblock button at the bottom of the one still to come', async () => {
    setScreenWidth(375);
    const onLift = vi.fn();
    renderUi(<BlockHistory blocks={blocks} onLift={onLift} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [upcoming, ended] = cards as [HTMLElement, HTMLElement];
    expect(pairs(upcoming).map((pair) => pair.split(':')[0])).toEqual([
      'From',
      'Until',
      'Reason',
      'State',
    ]);
    expect(pairs(upcoming)).toContain('Reason: Later');
    expect(pairs(upcoming)).toContain('State: Upcoming');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Unblock' }));
    expect(onLift).toHaveBeenCalledWith(blocks[1]);
  });

  it('is a table with headers on a wide screen', () => {
    setScreenWidth(1280);
    renderUi(<BlockHistory blocks={blocks} onLift={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Blocks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['From', 'Until', 'Reason', 'State', 'Action']);
  });
});

describe('ActionsTable', () => {
  const rows: ActionsRow[] = [
    { key: 'a', label: 'Scrutiny', name: 'Scrutiny', testId: 'grant-sc', has: (a) => a === 'read' },
    { key: 'b', label: 'Payments', name: 'Payments', testId: 'grant-up', has: () => false },
  ];

  it('is a card per module on a phone, each box labelled with its action', async () => {
    setScreenWidth(375);
    const onToggle = vi.fn();
    renderUi(<ActionsTable caption="Module permissions" rows={rows} onToggle={onToggle} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Payments' });
    expect(within(card).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'Scrutiny: Read' })).toBeChecked();
    expect(within(card).getByText('Approve')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Payments: Approve' }));
    expect(onToggle).toHaveBeenCalledWith(rows[1], 'approve', true);
  });

  it('is a table with the six actions as headers on a wide screen', () => {
    setScreenWidth(1280);
    renderUi(<ActionsTable caption="Module permissions" rows={rows} onToggle={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Module permissions' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
  });
});
