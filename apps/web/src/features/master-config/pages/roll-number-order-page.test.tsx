import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { RollNumberOrderPage } from './roll-number-order-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
});

const putBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)));

describe('RollNumberOrderPage', () => {
  it('shows the saved order in Nepali and saves the one chosen', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      ok({ rollNumberGenerationOrder: init?.method === 'PUT' ? 'name' : 'applied_at' }),
    );
    const Wrapper = withAuth();
    render(
      <Wrapper>
        <RollNumberOrderPage />
      </Wrapper>,
    );
    expect(await screen.findByText('रोल नम्बर दिने क्रम')).toBeInTheDocument();
    const byDate = screen.getByLabelText('आवेदन दिएको मिति');
    await waitFor(() => expect(byDate).toBeChecked());
    await userEvent.click(screen.getByLabelText('उम्मेदवारको नाम (अङ्ग्रेजी, A–Z)'));
    await userEvent.click(screen.getByTestId('roll-order-save'));
    await waitFor(() => expect(putBodies()).toEqual([{ rollNumberGenerationOrder: 'name' }]));
  });
});
