import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../lib/i18n';
import { renderUi } from '../test/render';
import { ConfirmDelete } from './confirm-delete';

describe('ConfirmDelete', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('asks about the item and reports Cancel and Confirm', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderUi(<ConfirmDelete opened item="education" onCancel={onCancel} onConfirm={onConfirm} />);
    expect(
      screen.getByText('Are you sure you want to delete this education detail?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('speaks Nepali in Nepali mode', async () => {
    await i18n.changeLanguage('ne');
    renderUi(<ConfirmDelete opened item="शैक्षिक योग्यता" onCancel={() => {}} onConfirm={() => {}} />);
    expect(
      screen.getByText('के तपाईं यो शैक्षिक योग्यता विवरण मेटाउन निश्चित हुनुहुन्छ?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पुष्टि गर्नुहोस्' })).toBeInTheDocument();
  });
});
