import type { FastifyReply } from 'fastify';

/**
 * The policy of a stored file opened on its own: a sandbox (a unique origin, no scripts, no
 * forms, no plug-ins' scripting) that may load nothing. Chromium still shows a PDF (its own
 * viewer) and a picture inline under it.
 */
export const STORED_FILE_POLICY = "sandbox; default-src 'none'";

const EXTENSION_OF: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
};

/**
 * The name a saved copy gets: `name` (letters, digits, `.`, `_` and `-` only, as stored files
 * keep no name of their own) with the extension of the file's type.
 */
export function storedFileName(contentType: string, name = 'file'): string {
  const base = name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80);
  const extension = EXTENSION_OF[contentType];
  return extension ? `${base || 'file'}.${extension}` : base || 'file';
}

/**
 * A stored upload sent to someone allowed to see it: shown inline under a name of its own,
 * never sniffed into another type, never run as a page (even if it were one), never kept by a
 * shared cache (a candidate's documents and vouchers are private).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string },
  name?: string,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${storedFileName(file.contentType, name)}"`)
    .header('content-security-policy', STORED_FILE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
