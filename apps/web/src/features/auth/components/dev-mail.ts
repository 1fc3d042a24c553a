import type { TDevMail } from '../api/dev-mailbox';

// The registration mail writes the password on a line of its own, in each language.
const TEMPORARY_PASSWORD_LINE = /^(?:Temporary password|अस्थायी पासवर्ड):\s*(\S+)\s*$/m;

/** The temporary password a mail carries, if it is the registration mail. */
export function temporaryPasswordIn(text: string): string | null {
  return TEMPORARY_PASSWORD_LINE.exec(text)?.[1] ?? null;
}

/** Newest first, whatever order the server used; optionally only mails to one address. */
export function mailsToShow(mails: readonly TDevMail[], recipient: string): TDevMail[] {
  const needle = recipient.trim().toLowerCase();
  return mails
    .filter((mail) => needle === '' || mail.to.toLowerCase().includes(needle))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
