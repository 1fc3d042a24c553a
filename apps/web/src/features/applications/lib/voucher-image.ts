// The browser's first look at a chosen voucher image: the checks the server makes (under
// 500 KB, Jpg or Png by its leading bytes, not by its name), made before a phone sends anything.
import { VOUCHER_MAX_BYTES, type MessageKey } from '@niyukti/shared';

/** What the file chooser offers; the leading bytes decide, as on the server. */
export const VOUCHER_IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;

// FileReader rather than Blob.arrayBuffer: older phone browsers (and jsdom) lack the latter.
function readBytes(blob: Blob): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(null);
    reader.readAsArrayBuffer(blob);
  });
}

/** Null when the image may be sent, else the shared message key of the refusal. */
export async function voucherImageRefusal(file: Blob | null): Promise<MessageKey | null> {
  if (!file || file.size === 0) return 'validation.required';
  if (file.size > VOUCHER_MAX_BYTES) return 'validation.fileTooLarge';
  const bytes = await readBytes(file.slice(0, 8));
  if (!bytes) return 'validation.fileUnreadable';
  return isJpeg(bytes) || isPng(bytes) ? null : 'validation.fileJpgPng';
}
