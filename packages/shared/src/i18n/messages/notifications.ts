// Notifications (the header's bell); {name} is filled in when the event happens.
import type { MessageCatalogue } from './localized-text';

export const NOTIFICATION_MESSAGES = {
  'notifications.profileLocked.title': { en: 'Profile locked', ne: 'प्रोफाइल लक गरियो' },
  'notifications.profileLocked.body': {
    en: 'The commission has locked your profile. To have it updated, please contact the commission.',
    ne: 'आयोगले तपाईंको प्रोफाइल लक गरेको छ। विवरण परिवर्तन गर्नुपरेमा आयोगमा सम्पर्क गर्नुहोस्।',
  },
  'notifications.profileUnlocked.title': { en: 'Profile unlocked', ne: 'प्रोफाइल खुला गरियो' },
  'notifications.profileUnlocked.body': {
    en: 'The commission has unlocked your profile. You can edit your details again.',
    ne: 'आयोगले तपाईंको प्रोफाइल खुला गरेको छ। अब तपाईं आफ्नो विवरण फेरि सच्याउन सक्नुहुन्छ।',
  },
  'notifications.documentsLocked.title': { en: 'Documents locked', ne: 'कागजात लक गरियो' },
  'notifications.documentsLocked.body': {
    en: 'The commission has locked your documents. To have them changed, please contact the commission.',
    ne: 'आयोगले तपाईंका कागजात लक गरेको छ। कागजात परिवर्तन गर्नुपरेमा आयोगमा सम्पर्क गर्नुहोस्।',
  },
  'notifications.documentsUnlocked.title': { en: 'Documents unlocked', ne: 'कागजात खुला गरियो' },
  'notifications.documentsUnlocked.body': {
    en: 'The commission has unlocked your documents. You can replace them again.',
    ne: 'आयोगले तपाईंका कागजात खुला गरेको छ। अब तपाईं कागजात फेरि बदल्न सक्नुहुन्छ।',
  },
  'notifications.applicationSubmitted.title': {
    en: 'Application received',
    ne: 'आवेदन प्राप्त भयो',
  },
  'notifications.applicationSubmitted.body': {
    en: 'Your application for {post} (advertisement {advertisementNumber}) has been received. Pay the fee of {fee} to complete it.',
    ne: '{post} (विज्ञापन नं. {advertisementNumber}) पदका लागि तपाईंको आवेदन प्राप्त भयो। आवेदन पूरा गर्न {fee} दस्तुर तिर्नुहोस्।',
  },
  'notifications.paymentVerified.title': { en: 'Payment verified', ne: 'भुक्तानी प्रमाणित भयो' },
  'notifications.paymentVerified.body': {
    en: 'Your fee of {fee} for {post} (advertisement {advertisementNumber}) has been received and verified.',
    ne: '{post} (विज्ञापन नं. {advertisementNumber}) पदको {fee} दस्तुर प्राप्त भई प्रमाणित भयो।',
  },
  'notifications.allRead': {
    en: 'All notifications have been marked as read.',
    ne: 'सबै सूचनालाई पढिएको भनी चिनो लगाइयो।',
  },
} as const satisfies MessageCatalogue<'notifications'>;
