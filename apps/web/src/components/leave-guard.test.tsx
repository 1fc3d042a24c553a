import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Link, useNavigate } from 'react-router';
import { i18n } from '../lib/i18n';
import { renderAt } from '../test/master-data';
import { AFTER_SAVE, LeaveGuard } from './leave-guard';

vi.setConfig({ testTimeout: 30_000 });

const QUESTION =
  'Are You sure you want to leave? Your unsaved data will be lost. Please click on Next button to save your data.';

/** A form in miniature: typing makes it dirty; Next "saves" and moves on. */
function Form() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <>
      <LeaveGuard dirty={text !== ''} />
      <input aria-label="name" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">away</Link>
      <button type="button" onClick={() => navigate('/next', { state: AFTER_SAVE })}>
        Next
      </button>
    </>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LeaveGuard', () => {
  it('lets a clean form go without asking', async () => {
    const user = renderAt(<Form />, '/form', '/form');
    await user.click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('asks the spec’s question before leaving unsaved data; Stay keeps it, Leave goes', async () => {
    const user = renderAt(<Form />, '/form', '/form');
    await user.type(screen.getByLabelText('name'), 'Anita');
    await user.click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByText(QUESTION)).toBeInTheDocument();
    await user.click(screen.getByTestId('leave-stay'));
    expect(screen.getByLabelText('name')).toHaveValue('Anita');
    await user.click(screen.getByRole('link', { name: 'away' }));
    await user.click(await screen.findByTestId('leave-confirm'));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('does not ask when the move is made by saving', async () => {
    const user = renderAt(<Form />, '/form', '/form');
    await user.type(screen.getByLabelText('name'), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });
});
