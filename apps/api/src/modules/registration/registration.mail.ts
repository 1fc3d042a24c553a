import type { OutgoingMail } from '../../platform/mail/outbox';

interface TemporaryPasswordMailInput {
  email: string;
  firstName: string;
  username: string;
  masterId: number;
  temporaryPassword: string;
  loginUrl: string;
}

/** Bilingual, plain text: it must read well in any mail client, on any phone. */
export function temporaryPasswordMail(input: TemporaryPasswordMailInput): OutgoingMail {
  return {
    to: input.email,
    subject: 'नियुक्ति: तपाईंको अस्थायी पासवर्ड / Niyukti: your temporary password',
    text: [
      `नमस्ते ${input.firstName},`,
      '',
      'लोक सेवा आयोगको नियुक्ति पोर्टलमा तपाईंको दर्ता सफल भयो।',
      `प्रयोगकर्ता नाम: ${input.username}`,
      `मास्टर आईडी: ${input.masterId}`,
      `अस्थायी पासवर्ड: ${input.temporaryPassword}`,
      `लगइन: ${input.loginUrl}`,
      'पहिलो पटक लगइन गर्दा पासवर्ड परिवर्तन गर्नुपर्नेछ।',
      '',
      `Hello ${input.firstName},`,
      '',
      'Your registration on the Niyukti portal of the Public Service Commission is complete.',
      `Username: ${input.username}`,
      `Master ID: ${input.masterId}`,
      `Temporary password: ${input.temporaryPassword}`,
      `Log in: ${input.loginUrl}`,
      'You will be asked to change the password when you first log in.',
    ].join('\n'),
  };
}
