import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { deliverDueMail, enqueueMail, type MailTransport } from './outbox';
import { createSmtpTransport } from './transport';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => database?.close());

async function clearOutbox() {
  await database.db.delete(mailOutbox);
}

async function makeDue() {
  await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
}

describe('mail outbox', () => {
  it('delivers each due mail once', async () => {
    await clearOutbox();
    const sent: string[] = [];
    const transport: MailTransport = { send: async (mail) => void sent.push(mail.to) };
    await enqueueMail(database.db, { to: 'a@example.com', subject: 'One', text: 'x' });
    await enqueueMail(database.db, { to: 'b@example.com', subject: 'Two', text: 'y' });
    expect(await deliverDueMail(database.db, transport)).toBe(2);
    expect(await deliverDueMail(database.db, transport)).toBe(0);
    expect(sent).toEqual(['a@example.com', 'b@example.com']);
    const rows = await database.db.select().from(mailOutbox);
    expect(
      rows.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1),
    ).toBe(true);
  });

  it('retries a failed delivery later and gives up after eight attempts', async () => {
    await clearOutbox();
    const failing: MailTransport = {
      send: async () => Promise.reject(new Error('connection refused')),
    };
    await enqueueMail(database.db, { to: 'c@example.com', subject: 'Three', text: 'z' });
    await deliverDueMail(database.db, failing);
    const [afterFirst] = await database.db.select().from(mailOutbox);
    expect(afterFirst).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connection refused',
    });
    expect(afterFirst!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is attempted before the back-off has passed.
    expect(await deliverDueMail(database.db, failing)).toBe(0);
    for (let attempt = 2; attempt <= 8; attempt++) {
      await makeDue();
      await deliverDueMail(database.db, failing);
    }
    const [final] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'c@example.com'));
    expect(final).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('hands mail to a real SMTP server when SMTP_URL is set', async () => {
    await clearOutbox();
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const transport = createSmtpTransport(
        `smtp://127.0.0.1:${port}`,
        'Niyukti <no-reply@niyukti.local>',
      );
      await enqueueMail(database.db, {
        to: 'd@example.com',
        subject: 'नियुक्ति: परीक्षण',
        text: 'अस्थायी पासवर्ड: Abc12345',
      });
      expect(await deliverDueMail(database.db, transport)).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: d@example.com');
      expect(received[0]).toMatch(/Subject: =\?UTF-8\?/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
