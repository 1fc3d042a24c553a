import { toDevanagariDigits } from '@niyukti/shared';
import type { OutgoingMail } from '../../platform/mail/outbox';

interface ResetLinkMailInput {
  email: string;
  firstName: string;
  username: string;
  resetUrl: string;
  validMinutes: number;
}

/** Bilingual plain text, like every mail of the portal; the link is on a line of its own. */
export function resetLinkMail(input: ResetLinkMailInput): OutgoingMail {
  return {
    to: input.email,
    subject: 'नियुक्ति: पासवर्ड रिसेट लिङ्क / Niyukti: password reset link',
    text: [
      `नमस्ते ${input.firstName},`,
      '',
      `प्रयोगकर्ता नाम ${input.username} को पासवर्ड रिसेट गर्न तलको लिङ्क खोल्नुहोस्:`,
      input.resetUrl,
      `यो लिङ्क ${toDevanagariDigits(input.validMinutes)} मिनेटसम्म एक पटक मात्र चल्छ।`,
      'तपाईंले पासवर्ड रिसेट माग्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्; तपाईंको पासवर्ड परिवर्तन हुँदैन।',
      '',
      `Hello ${input.firstName},`,
      '',
      `To reset the password of the username ${input.username}, open this link:`,
      `Reset link: ${input.resetUrl}`,
      `The link works once, for ${input.validMinutes} minutes.`,
      'If you did not ask for a password reset, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  };
}
