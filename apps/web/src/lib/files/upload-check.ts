// The browser's first look at a file chosen for an upload: the checks the server makes (500 KB,
// the kind by its leading bytes, never by its name or the type the phone claims), made before
// anything is sent, so a phone on a slow line does not send a file only to have it refused.
import type { MessageKey, UploadKind } from '@niyukti/shared';

/** The server's limit for every upload (back-office.md and candidate-portal.md §9: 500 KB). */
export const MAX_UPLOAD_BYTES = 500 * 1024;

const SIGNATURES: Record<UploadKind, (bytes: Uint8Array) => boolean> = {
  pdf: (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46, // %PDF
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  gif: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38, // GIF8
  webp: (b) => b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50, // RIFF….WEBP
};

const MIME_TYPES: Record<UploadKind, string> = {
  pdf: 'application/pdf,.pdf',
  jpeg: 'image/jpeg,.jpg,.jpeg',
  png: 'image/png,.png',
  gif: 'image/gif,.gif',
  webp: 'image/webp,.webp',
};

/** What an upload accepts: its kinds, and the message when a file is of another kind. */
export interface UploadRule {
  readonly allowed: readonly UploadKind[];
  readonly kindMessage: MessageKey;
}

/** What the file chooser offers for `kinds`; the leading bytes decide, as on the server. */
export const acceptOf = (kinds: readonly UploadKind[]) =>
  kinds.map((kind) => MIME_TYPES[kind]).join(',');

/** The file's kind from its first bytes. */
export function detectUploadKind(leadingBytes: Uint8Array): UploadKind | null {
  for (const [kind, matches] of Object.entries(SIGNATURES))
    if (matches(leadingBytes)) return kind as UploadKind;
  return null;
}

// FileReader rather than Blob.arrayBuffer: older phone browsers (and jsdom) lack the latter.
function readBytes(blob: Blob): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(null);
    reader.readAsArrayBuffer(blob);
  });
}

/** Null when the file may be sent under `rule`, else the shared message key of the refusal. */
export async function uploadRefusal(file: Blob, rule: UploadRule): Promise<MessageKey | null> {
  if (file.size > MAX_UPLOAD_BYTES) return 'validation.fileTooLarge';
  const bytes = await readBytes(file.slice(0, 12));
  if (!bytes) return 'validation.fileUnreadable';
  const kind = detectUploadKind(bytes);
  return kind && rule.allowed.includes(kind) ? null : rule.kindMessage;
}
