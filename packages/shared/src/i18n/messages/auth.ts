// Registration, sign-in and password messages of the server.
import type { MessageCatalogue } from './localized-text';

export const AUTH_MESSAGES = {
  'registration.success': {
    en: 'Registration complete. Your temporary password has been sent to your e-mail.',
    ne: 'दर्ता सफल भयो। तपाईंको अस्थायी पासवर्ड इमेलमा पठाइएको छ।',
  },
  'auth.passwordChanged': {
    en: 'Your password has been changed.',
    ne: 'तपाईंको पासवर्ड परिवर्तन भयो।',
  },
  'passwordReset.linkSent': {
    en: 'If an account has this e-mail, a link to reset the password has been sent to it. The link works for 30 minutes.',
    ne: 'यो इमेल भएको खाता छ भने पासवर्ड रिसेट गर्ने लिङ्क त्यसमा पठाइएको छ। लिङ्क ३० मिनेटसम्म मात्र चल्छ।',
  },
  'passwordReset.done': {
    en: 'Your password has been reset. Please log in with the new password.',
    ne: 'तपाईंको पासवर्ड रिसेट भयो। कृपया नयाँ पासवर्डले लगइन गर्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'registration' | 'auth' | 'passwordReset'>;
