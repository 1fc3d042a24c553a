import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/** Real SMTP when SMTP_URL is set. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * Without SMTP the outbox row itself is the delivery: the dev mailbox page reads sent rows.
 * The mail still goes through the same claim-and-mark path as real mail.
 */
export function createDevMailboxTransport(): MailTransport {
  return { async send() {} };
}
