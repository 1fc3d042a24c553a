import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendStoredFile, STORED_FILE_POLICY, storedFileName } from './send-file';

describe('sendStoredFile', () => {
  it('sends the bytes inline, named, sandboxed, never sniffed and never cached', async () => {
    const app = Fastify();
    const bytes = Buffer.from('%PDF-1.7\n...');
    app.get('/pdf', (_request, reply) =>
      sendStoredFile(reply, { bytes, contentType: 'application/pdf' }),
    );
    app.get('/named', (_request, reply) =>
      sendStoredFile(reply, { bytes, contentType: 'image/jpeg' }, 'voucher 12'),
    );
    const pdf = await app.inject({ method: 'GET', url: '/pdf' });
    expect(pdf.rawPayload.equals(bytes)).toBe(true);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="file.pdf"',
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(STORED_FILE_POLICY).toBe("sandbox; default-src 'none'");
    const named = await app.inject({ method: 'GET', url: '/named' });
    expect(named.headers['content-disposition']).toBe('inline; filename="voucher-12.jpg"');
    await app.close();
  });

  it('keeps only safe characters in the name, which cannot break out of the header', () => {
    expect(storedFileName('application/pdf', "\"; filename*=UTF-8''evil.html")).toBe(
      'filename-UTF-8-evil.html.pdf',
    );
    expect(storedFileName('image/jpeg', '../../etc/passwd')).toBe('etc-passwd.jpg');
    expect(storedFileName('application/pdf', 'परीक्षा')).toBe('file.pdf');
    expect(storedFileName('application/octet-stream')).toBe('file');
  });
});
