import type { FastifyReply } from 'fastify';

/**
 * A stored upload sent to someone allowed to see it: shown inline, never sniffed into another
 * type, never kept by a shared cache (a candidate's documents and vouchers are private).
 */
export function sendStoredFile(reply: FastifyReply, file: { bytes: Buffer; contentType: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
