import { useCallback } from 'react';
import { useAddressParams } from '../../../lib/routing/use-address-params';

/**
 * The open tab kept in the address (`?tab=`, or `param`, e.g. `?report=` for a tab's own
 * choices), so a reload or a shared link opens the same tab; an unknown or unavailable value
 * opens the first. Choosing keeps the address's other parameters.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  param = 'tab',
): [T, (tab: string | null) => void] {
  const [params, editParams] = useAddressParams();
  const asked = params.get(param);
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0]!;
  const choose = useCallback(
    (next: string | null) => {
      if (!next) return;
      editParams((updated) => updated.set(param, next), { replace: true });
    },
    [param, editParams],
  );
  return [tab, choose];
}
