import { describe, expect, it } from 'vitest';
import type { TDevMail } from '../api/dev-mailbox';
import { mailsToShow, temporaryPasswordIn } from './dev-mail';

const mail = (id: number, to: string, createdAt: string, text = ''): TDevMail => ({
  id,
  to,
  subject: 's',
  text,
  createdAt,
  sentAt: null,
});

describe('temporaryPasswordIn', () => {
  it('finds the password line of the registration mail', () => {
    const text = ['नमस्ते Sita,', 'अस्थायी पासवर्ड: Xy7#kd9Q', '', 'Temporary password: Xy7#kd9Q'].join(
      '\n',
    );
    expect(temporaryPasswordIn(text)).toBe('Xy7#kd9Q');
    expect(temporaryPasswordIn('Temporary password: Ab1-cd2\nLog in: x')).toBe('Ab1-cd2');
    expect(temporaryPasswordIn('Your application was received.')).toBeNull();
  });
});

describe('mailsToShow', () => {
  const mails = [
    mail(1, 'a@example.com', '2026-01-01T10:00:00.000Z'),
    mail(3, 'b@example.com', '2026-01-02T10:00:00.000Z'),
    mail(2, 'A2@example.com', '2026-01-01T11:00:00.000Z'),
  ];

  it('puts the newest first', () => {
    expect(mailsToShow(mails, '').map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('keeps only mail to the address typed, ignoring case', () => {
    expect(mailsToShow(mails, ' a2@EXAMPLE ').map((m) => m.id)).toEqual([2]);
  });
});
