import { lazy, Suspense, useSyncExternalStore } from 'react';
import { anyToastShown, onFirstToast } from '../lib/toast';

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * The toasts' place on the page, fetched with the first toast: most visits show none, and its
 * code (transitions, portals) would otherwise weigh on every first page. A toast shown before
 * the viewport arrives waits in Mantine's store and appears with it.
 */
export function Toasts() {
  const needed = useSyncExternalStore(onFirstToast, anyToastShown);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
