import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  onActingForChange,
  readActingFor,
  startActingFor,
  stopActingFor,
  type ActingFor,
} from '../../lib/api/acting-for';

const subscribeToActingFor = (onChange: () => void) => onActingForChange(onChange);

/** The candidate the signed-in staff member acts for, or null. */
export function useActingFor(): ActingFor | null {
  return useSyncExternalStore(subscribeToActingFor, readActingFor);
}

/**
 * Start or stop acting. The profile screens cache their reads under the same keys for every
 * candidate, so whatever one candidate's screens loaded is dropped at each change.
 */
export function useActingForControls() {
  const queryClient = useQueryClient();
  const forget = useCallback(
    () => queryClient.removeQueries({ queryKey: ['profile'] }),
    [queryClient],
  );
  const start = useCallback(
    (actingFor: ActingFor) => {
      startActingFor(actingFor);
      forget();
    },
    [forget],
  );
  const stop = useCallback(() => {
    stopActingFor();
    forget();
  }, [forget]);
  return { start, stop };
}
