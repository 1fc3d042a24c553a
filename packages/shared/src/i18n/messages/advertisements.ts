// Advertisements (back-office.md §4, §5 "Advertisement publishing").
import type { MessageCatalogue } from './localized-text';

export const ADVERTISEMENT_MESSAGES = {
  'advertisements.singleBeforePublish': {
    en: 'The single submission last date cannot be before the publish date.',
    ne: 'एकल दस्तुर आवेदनको अन्तिम मिति प्रकाशन मितिभन्दा अघि हुन सक्दैन।',
  },
  'advertisements.doubleBeforeSingle': {
    en: 'The double fee submission last date cannot be before the single submission last date.',
    ne: 'दोब्बर दस्तुर आवेदनको अन्तिम मिति एकल दस्तुर आवेदनको अन्तिम मितिभन्दा अघि हुन सक्दैन।',
  },
  'advertisements.paymentBeforeSingle': {
    en: 'The payment last date cannot be before the single submission last date.',
    ne: 'भुक्तानीको अन्तिम मिति एकल दस्तुर आवेदनको अन्तिम मितिभन्दा अघि हुन सक्दैन।',
  },
  'advertisements.doublePaymentBeforeDouble': {
    en: 'The double fee payment last date cannot be before the double fee submission last date.',
    ne: 'दोब्बर दस्तुर भुक्तानीको अन्तिम मिति दोब्बर दस्तुर आवेदनको अन्तिम मितिभन्दा अघि हुन सक्दैन।',
  },
  'advertisements.doublePaymentBeforePayment': {
    en: 'The double fee payment last date cannot be before the payment last date.',
    ne: 'दोब्बर दस्तुर भुक्तानीको अन्तिम मिति भुक्तानीको अन्तिम मितिभन्दा अघि हुन सक्दैन।',
  },
  'advertisements.admitCardBeforeDoublePayment': {
    en: 'The admit card download date must be after the double fee payment last date.',
    ne: 'प्रवेशपत्र डाउनलोड मिति दोब्बर दस्तुर भुक्तानीको अन्तिम मितिपछि हुनुपर्छ।',
  },
  'advertisements.admitCardBeforeDouble': {
    en: 'The admit card download date must be after the double fee submission last date.',
    ne: 'प्रवेशपत्र डाउनलोड मिति दोब्बर दस्तुर आवेदनको अन्तिम मितिपछि हुनुपर्छ।',
  },
  'advertisements.scheduleInvalid': {
    en: 'Enter a valid date and time for the scheduled publish.',
    ne: 'तालिकाबद्ध प्रकाशनका लागि मान्य मिति र समय लेख्नुहोस्।',
  },
  'advertisements.scheduleInPast': {
    en: 'The scheduled publish time must be in the future.',
    ne: 'तालिकाबद्ध प्रकाशनको समय भविष्यको हुनुपर्छ।',
  },
  'advertisements.scheduleAfterDeadline': {
    en: 'The scheduled publish cannot be after the single submission last date.',
    ne: 'तालिकाबद्ध प्रकाशन एकल दस्तुर आवेदनको अन्तिम मितिपछि हुन सक्दैन।',
  },
  'advertisements.numberChars': {
    en: 'Use letters, digits and / - _ . only (e.g. 16613/082-83).',
    ne: 'अक्षर, अङ्क र / - _ . मात्र प्रयोग गर्नुहोस् (जस्तै १६६१३/०८२-८३)।',
  },
  'advertisements.vacancyRange': {
    en: 'The number of vacancies must be between 1 and 10,000.',
    ne: 'पद सङ्ख्या १ देखि १०,००० सम्म हुनुपर्छ।',
  },
  'advertisements.feeRange': {
    en: 'The fee must be between 0 and 100,000 rupees.',
    ne: 'दस्तुर ० देखि १,००,००० रुपैयाँसम्म हुनुपर्छ।',
  },
  'advertisements.examCentresRequired': {
    en: 'Choose at least one exam centre.',
    ne: 'कम्तीमा एउटा परीक्षा केन्द्र छान्नुहोस्।',
  },
  'advertisements.datesChangedMeanwhile': {
    en: 'The dates of this advertisement have just been changed. Look at them again before adding days.',
    ne: 'यो विज्ञापनका मितिहरू भर्खरै परिवर्तन भएका छन्। दिन थप्नुअघि मितिहरू फेरि हेर्नुहोस्।',
  },
  'advertisements.extraDaysRange': {
    en: 'Give between 1 and 60 extra days.',
    ne: '१ देखि ६० दिनसम्म थप दिन दिनुहोस्।',
  },
  'advertisements.codeTaken': {
    en: 'Another advertisement already has this code.',
    ne: 'यो कोड अर्को विज्ञापनमा प्रयोग भइसकेको छ।',
  },
  'advertisements.numberTaken': {
    en: 'Another advertisement already has this number.',
    ne: 'यो विज्ञापन नम्बर अर्को विज्ञापनमा प्रयोग भइसकेको छ।',
  },
  'advertisements.cannotPublish': {
    en: 'Only a pending advertisement can be published; this one is {status}.',
    ne: 'विचाराधीन विज्ञापन मात्र प्रकाशित गर्न सकिन्छ; यो विज्ञापन अहिले {status} अवस्थामा छ।',
  },
  'advertisements.alreadyScheduled': {
    en: 'This advertisement is already scheduled to be published; to stop it, reject it.',
    ne: 'यो विज्ञापन प्रकाशन गर्ने तालिका तय भइसकेको छ; रोक्न यसलाई अस्वीकृत गर्नुहोस्।',
  },
  'advertisements.cannotReject': {
    en: 'Only a pending or pre-live advertisement can be rejected; this one is {status}.',
    ne: 'विचाराधीन वा प्रकाशन पूर्व अवस्थाको विज्ञापन मात्र अस्वीकृत गर्न सकिन्छ; यो विज्ञापन अहिले {status} अवस्थामा छ।',
  },
  'advertisements.cannotGoLive': {
    en: 'Only a pre-live advertisement can go live; this one is {status}.',
    ne: 'प्रकाशन पूर्व अवस्थाको विज्ञापन मात्र सञ्चालनमा ल्याउन सकिन्छ; यो विज्ञापन अहिले {status} अवस्थामा छ।',
  },
  'advertisements.cannotChangeDates': {
    en: 'Dates can be changed only on a pre-live or live advertisement; this one is {status}.',
    ne: 'प्रकाशन पूर्व वा सञ्चालनमा रहेको विज्ञापनको मात्र मिति परिवर्तन गर्न सकिन्छ; यो विज्ञापन अहिले {status} अवस्थामा छ।',
  },
  'advertisements.nothingToExtend': {
    en: 'Every deadline of this advertisement has passed, so there is nothing to extend. Set the dates instead.',
    ne: 'यस विज्ञापनका सबै अन्तिम मिति सकिइसकेका छन्, त्यसैले थप दिन दिन मिल्दैन। बरु मितिहरू नै परिवर्तन गर्नुहोस्।',
  },
  'advertisements.created': {
    en: 'The advertisement has been created.',
    ne: 'विज्ञापन सिर्जना गरियो।',
  },
  'advertisements.published': {
    en: 'The advertisement has been published as pre-live.',
    ne: 'विज्ञापन प्रकाशन पूर्व अवस्थामा प्रकाशित गरियो।',
  },
  'advertisements.scheduled': {
    en: 'The advertisement will be published at the scheduled time.',
    ne: 'विज्ञापन तोकिएको समयमा प्रकाशित हुनेछ।',
  },
  'advertisements.rejected': {
    en: 'The advertisement has been rejected.',
    ne: 'विज्ञापन अस्वीकृत गरियो।',
  },
  'advertisements.wentLive': {
    en: 'The advertisement is now live: candidates can apply.',
    ne: 'विज्ञापन सञ्चालनमा आयो: उम्मेदवारले आवेदन दिन सक्नुहुन्छ।',
  },
  'advertisements.datesChanged': {
    en: 'The dates have been changed.',
    ne: 'मितिहरू परिवर्तन गरियो।',
  },
} as const satisfies MessageCatalogue<'advertisements'>;
