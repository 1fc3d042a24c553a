import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab kept in the address (`?tab=`), so a reload or a shared link opens the same tab;
 * an unknown or unavailable value opens the first.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
): [T, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0]!;
  const choose = useCallback(
    (next: string | null) => {
      if (next) setParams({ tab: next }, { replace: true });
    },
    [setParams],
  );
  return [tab, choose];
}
