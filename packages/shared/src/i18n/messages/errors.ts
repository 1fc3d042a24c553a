// Server error codes: one `error.<CODE>` per entry of ERROR_CODES (api/envelope.ts).
import type { MessageCatalogue } from './localized-text';

export const ERROR_MESSAGES = {
  'error.VALIDATION_FAILED': {
    en: 'Some details are not valid. Please check the form.',
    ne: 'केही विवरण मान्य छैनन्। कृपया फारम जाँच गर्नुहोस्।',
  },
  'error.INVALID_TOKEN': {
    en: 'Your session is no longer valid. Please log in again.',
    ne: 'तपाईंको सत्र अब मान्य छैन। कृपया फेरि लगइन गर्नुहोस्।',
  },
  'error.UNAUTHORIZED': {
    en: 'Please log in to continue.',
    ne: 'अगाडि बढ्न कृपया लगइन गर्नुहोस्।',
  },
  'error.INVALID_CREDENTIALS': {
    en: 'The username or password is incorrect.',
    ne: 'प्रयोगकर्ता नाम वा पासवर्ड मिलेन।',
  },
  'error.PASSWORD_CHANGE_REQUIRED': {
    en: 'Please change your temporary password first.',
    ne: 'कृपया पहिले आफ्नो अस्थायी पासवर्ड परिवर्तन गर्नुहोस्।',
  },
  'error.FORBIDDEN': {
    en: 'You do not have permission to do this.',
    ne: 'तपाईंलाई यो काम गर्ने अनुमति छैन।',
  },
  'error.NOT_FOUND': {
    en: 'The requested record was not found.',
    ne: 'खोजिएको विवरण भेटिएन।',
  },
  'error.CONFLICT': {
    en: 'This clashes with a record that already exists.',
    ne: 'यो विवरण पहिले नै रहेको अर्को विवरणसँग बाझियो।',
  },
  'error.DUPLICATE_USERNAME': {
    en: 'This username is already taken.',
    ne: 'यो प्रयोगकर्ता नाम पहिले नै प्रयोगमा छ।',
  },
  'error.DUPLICATE_EMAIL': {
    en: 'This e-mail address is already registered.',
    ne: 'यो इमेल ठेगाना पहिले नै दर्ता भइसकेको छ।',
  },
  'error.DUPLICATE_MOBILE': {
    en: 'This mobile number is already registered.',
    ne: 'यो मोबाइल नम्बर पहिले नै दर्ता भइसकेको छ।',
  },
  'error.DUPLICATE_CITIZENSHIP': {
    en: 'This citizenship number is already registered.',
    ne: 'यो नागरिकता नम्बर पहिले नै दर्ता भइसकेको छ।',
  },
  'error.DUPLICATE_NATIONAL_ID': {
    en: 'This national ID number is already registered.',
    ne: 'यो राष्ट्रिय परिचयपत्र नम्बर पहिले नै दर्ता भइसकेको छ।',
  },
  'error.ALREADY_APPLIED': {
    en: 'You have already applied for this advertisement.',
    ne: 'तपाईंले यो विज्ञापनमा पहिले नै आवेदन दिइसक्नुभएको छ।',
  },
  'error.APPLICATION_WINDOW_CLOSED': {
    en: 'Applications for this advertisement are not open now.',
    ne: 'यो विज्ञापनको आवेदन अवधि अहिले खुला छैन।',
  },
  'error.PROFILE_INCOMPLETE': {
    en: 'Complete your profile before applying: some required details or documents are missing.',
    ne: 'आवेदन दिनुअघि आफ्नो विवरण पूरा गर्नुहोस्: केही आवश्यक विवरण वा कागजात बाँकी छन्।',
  },
  'error.NOT_PAYABLE': {
    en: 'The fee for this application cannot be paid now.',
    ne: 'यो आवेदनको शुल्क अहिले तिर्न मिल्दैन।',
  },
  'error.ALREADY_PAID': {
    en: 'The fee for this application has already been paid.',
    ne: 'यो आवेदनको शुल्क पहिले नै तिरिसकिएको छ।',
  },
  'error.PAYMENT_NOT_VERIFIED': {
    en: 'The payment could not be verified. If money was debited, it will be checked again shortly.',
    ne: 'भुक्तानी प्रमाणित हुन सकेन। रकम कट्टा भएको भए केही समयपछि फेरि जाँच गरिनेछ।',
  },
  'error.PAYMENT_PROVIDER_UNAVAILABLE': {
    en: 'The payment provider could not be reached. Nothing was charged; please try again or choose another way to pay.',
    ne: 'भुक्तानी प्रदायकसँग सम्पर्क हुन सकेन। कुनै रकम काटिएको छैन; कृपया फेरि प्रयास गर्नुहोस् वा अर्को तरिकाले भुक्तानी गर्नुहोस्।',
  },
  'error.PAYMENT_PENDING': {
    en: 'A payment of this application is still being confirmed with the provider. Please wait until it is settled.',
    ne: 'यो आवेदनको भुक्तानी प्रदायकसँग अझै पुष्टि हुँदैछ। कृपया त्यो टुङ्गो नलागेसम्म पर्खनुहोस्।',
  },
  'error.DUPLICATE_VOUCHER': {
    en: 'A voucher with this number from this bank has already been submitted. One bank voucher pays one fee only.',
    ne: 'यो बैंकको यही नम्बरको भौचर पहिले नै पेश भइसकेको छ। एउटा बैंक भौचरले एउटा शुल्क मात्र तिर्छ।',
  },
  'error.VOUCHER_LOCKED': {
    en: 'The voucher of this application is locked. Contact the commission to have it changed.',
    ne: 'यो आवेदनको भौचर लक गरिएको छ। परिवर्तन गर्न आयोगमा सम्पर्क गर्नुहोस्।',
  },
  'error.VOUCHER_NOT_PAID': {
    en: "You haven't paid for this advertisement",
    ne: 'तपाईंले यो विज्ञापनको भुक्तानी गर्नुभएको छैन',
  },
  'error.VOUCHER_NOT_PAID_PREVIOUSLY': {
    en: 'User has not paid for this advertisement previously',
    ne: 'प्रयोगकर्ताले यो विज्ञापनको भुक्तानी पहिले गरेको छैन',
  },
  'error.USER_NOT_FOUND': { en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' },
  'error.ADMIT_CARD_NOT_READY': {
    en: 'The admit card is not available yet.',
    ne: 'प्रवेशपत्र अझै उपलब्ध भएको छैन।',
  },
  'error.MAINTENANCE': {
    en: 'The system is under maintenance. Please try again later.',
    ne: 'प्रणालीमा मर्मत कार्य भइरहेको छ। कृपया केही समयपछि प्रयास गर्नुहोस्।',
  },
  'error.DATABASE_UNAVAILABLE': {
    en: 'The portal cannot reach its database just now. Please try again in a few seconds.',
    ne: 'पोर्टलले अहिले आफ्नो डाटाबेससम्म पुग्न सकेन। कृपया केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्।',
  },
  'error.DOUBLE_FEE_UNAVAILABLE': {
    en: 'This application cannot be moved to the double fee now: its fee is paid or being paid, or the double-fee deadline is not open for it.',
    ne: 'यो आवेदन अहिले दोब्बर शुल्कमा सार्न सकिँदैन: यसको शुल्क तिरिसकिएको वा तिरिँदै छ, वा दोब्बर शुल्कको अवधि यसका लागि खुला छैन।',
  },
  'error.NOT_ELIGIBLE': {
    en: 'You do not meet the requirements of this vacancy. The vacancy page explains why.',
    ne: 'तपाईंले यो विज्ञापनका सर्तहरू पूरा गर्नुहुन्न। कारण विज्ञापनको पृष्ठमा देखाइएको छ।',
  },
  'error.PROFILE_LOCKED': {
    en: 'Your profile is locked. Please contact the commission to change it.',
    ne: 'तपाईंको विवरण लक गरिएको छ। परिवर्तन गर्न आयोगमा सम्पर्क गर्नुहोस्।',
  },
  'error.ACCOUNT_LOCKED': {
    en: 'Too many wrong passwords: the account is locked for a while. Try again later or reset your password.',
    ne: 'धेरै पटक गलत पासवर्ड प्रविष्ट भयो: खाता केही समयका लागि बन्द गरिएको छ। पछि प्रयास गर्नुहोस् वा पासवर्ड रिसेट गर्नुहोस्।',
  },
  'error.ACCOUNT_BLOCKED': {
    en: 'This account has been blocked by the commission. Please contact the commission.',
    ne: 'यो खाता आयोगले रोक्का गरेको छ। कृपया आयोगमा सम्पर्क गर्नुहोस्।',
  },
  'error.RESET_TOKEN_INVALID': {
    en: 'This link is invalid, has expired or has already been used. Please ask for a new one.',
    ne: 'यो लिङ्क मान्य छैन, म्याद सकिएको छ वा पहिले नै प्रयोग भइसकेको छ। कृपया नयाँ लिङ्क माग्नुहोस्।',
  },
  'error.RATE_LIMITED': {
    en: 'Too many attempts. Please wait a moment and try again.',
    ne: 'धेरै पटक प्रयास भयो। कृपया केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।',
  },
  'error.BUSY': {
    en: 'The portal is very busy right now. Please try again in a minute.',
    ne: 'पोर्टल अहिले धेरै व्यस्त छ। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  },
  'error.INTERNAL': {
    en: 'Something went wrong on the server. Please try again.',
    ne: 'सर्भरमा समस्या आयो। कृपया फेरि प्रयास गर्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'error'>;
