import type { OutgoingMail } from '../../platform/mail/outbox';

interface PasswordResetMailInput {
  email: string;
  firstName: string;
  username: string;
  temporaryPassword: string;
  loginUrl: string;
}

/** Bilingual plain text, like the registration mail; the password never appears in a response. */
export function passwordResetMail(input: PasswordResetMailInput): OutgoingMail {
  return {
    to: input.email,
    subject: 'नियुक्ति: पासवर्ड रिसेट गरियो / Niyukti: your password has been reset',
    text: [
      `नमस्ते ${input.firstName},`,
      '',
      'आयोगका कर्मचारीले तपाईंको नियुक्ति खाताको पासवर्ड रिसेट गर्नुभएको छ।',
      `प्रयोगकर्ता नाम: ${input.username}`,
      `अस्थायी पासवर्ड: ${input.temporaryPassword}`,
      `लगइन: ${input.loginUrl}`,
      'लगइन गर्दा पासवर्ड परिवर्तन गर्नुपर्नेछ। तपाईंले यो माग गर्नुभएको होइन भने आयोगमा सम्पर्क गर्नुहोस्।',
      '',
      `Hello ${input.firstName},`,
      '',
      'Commission staff have reset the password of your Niyukti account.',
      `Username: ${input.username}`,
      `Temporary password: ${input.temporaryPassword}`,
      `Log in: ${input.loginUrl}`,
      'You will be asked to change the password when you log in. If you did not ask for this, please contact the commission.',
    ].join('\n'),
  };
}
