import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_POSITION } from '../lib/toast';

/** Where toasts are drawn (Mantine's notifications), with their styles: loaded by Toasts. */
export default function ToastViewport() {
  return (
    <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />
  );
}
