import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { answerByPath, bodyOf, renderWithQueries } from '../test-utils';
import { BlockForm } from './block-form';

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  answerByPath(fetchMock, {});
});

async function fill(start: string, end: string) {
  const onDone = vi.fn();
  const user = renderWithQueries(<BlockForm userId={12} onDone={onDone} onCancel={vi.fn()} />);
  const startAd = screen.getByLabelText(/^Start date \(A\.D\.\)/);
  await user.clear(startAd);
  await user.type(startAd, start);
  await user.type(screen.getByLabelText(/^End date \(A\.D\.\)/), end);
  await user.type(screen.getByTestId('block-reason'), 'Left the office');
  await user.click(screen.getByTestId('block-submit'));
  return onDone;
}

describe('BlockForm', { timeout: 20_000 }, () => {
  it('refuses an end date before the start date', async () => {
    await fill('2026-05-10', '2026-05-09');
    expect(await screen.findByText(MESSAGES['validation.endBeforeStart'].en)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the B.S. date from the A.D. one and posts the A.D. days', async () => {
    const onDone = await fill('2026-05-10', '2026-05-20');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.getByLabelText(/^Start date \(B\.S\.\)/)).toHaveValue('2083-01-27');
    expect(urlOf(fetchMock, 0)).toContain('/api/internal/users/12/blocks');
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      startsOn: '2026-05-10',
      endsOn: '2026-05-20',
      reason: 'Left the office',
    });
  });
});
