import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressParams, type EditAddressParams } from './use-address-params';

/** A page whose edit function the test keeps, as a debounced callback keeps an old render's. */
function renderAt(address: string) {
  const first: { edit?: EditAddressParams } = {};
  const last: { edit?: EditAddressParams } = {};
  function Page() {
    const [params, edit] = useAddressParams();
    first.edit ??= edit;
    last.edit = edit;
    return <output>{params.toString()}</output>;
  }
  const router = createMemoryRouter([{ path: '/report', element: <Page /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return { router, edit: first.edit!, latest: () => ({ edit: last.edit! }) };
}

describe('useAddressParams', () => {
  it('keeps a change asked for before the page showed the one before it', async () => {
    const { router, edit } = renderAt('/report?breakdown=district');
    await act(async () => {
      // Both from the first render's function, as a select and a typed code's pause race.
      edit((params) => params.set('scrutinyStatus', 'approved'), { replace: true });
      edit((params) => params.set('advertisementCode', 'AD-7'), { replace: true });
    });
    const shown = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(shown)).toEqual({
      breakdown: 'district',
      scrutinyStatus: 'approved',
      advertisementCode: 'AD-7',
    });
  });

  it('builds on the address a link changed, and takes new parameters whole', async () => {
    const { router, latest } = renderAt('/report?tab=a');
    await act(async () => {
      latest().edit((params) => params.set('scrutinyStatus', 'approved'));
    });
    await act(() => router.navigate('/report?tab=b&view=rows'));
    await act(async () => {
      latest().edit((params) => params.delete('view'), { replace: true });
    });
    expect(router.state.location.search).toBe('?tab=b');
    await act(async () => {
      latest().edit(() => new URLSearchParams({ classId: '3' }));
    });
    expect(router.state.location.search).toBe('?classId=3');
  });
});
