// Scrutiny of applications: deciding, allocating forms to officers, finalising.
import type { MessageCatalogue } from './localized-text';

export const SCRUTINY_MESSAGES = {
  'scrutiny.saved': {
    en: 'The scrutiny decision has been saved.',
    ne: 'रुजु निर्णय सुरक्षित भयो।',
  },
  'scrutiny.allocated': {
    en: 'The forms have been allocated.',
    ne: 'फारमहरू बाँडफाँड गरियो।',
  },
  'scrutiny.reallocated': {
    en: 'The forms have been reallocated.',
    ne: 'फारमहरू पुनः बाँडफाँड गरियो।',
  },
  'scrutiny.finalised': {
    en: 'Scrutiny of the advertisement has been finalised.',
    ne: 'विज्ञापनको रुजु टुङ्गो लगाइयो।',
  },
  'scrutiny.noOfficers': {
    en: 'Choose at least one scrutiny officer.',
    ne: 'कम्तीमा एक जना रुजु अधिकृत छान्नुहोस्।',
  },
  'scrutiny.officerTwice': {
    en: 'An officer is chosen twice.',
    ne: 'एउटै अधिकृत दुई पटक छानिएको छ।',
  },
  'scrutiny.moreThanWaiting': {
    en: 'The numbers ask for more forms than are waiting to be allocated.',
    ne: 'तोकिएका संख्या बाँडफाँड हुन बाँकी फारमभन्दा बढी छन्।',
  },
  'scrutiny.formsLeftOver': {
    en: "The numbers leave forms unallocated: leave one officer's number empty to share the rest.",
    ne: 'तोकिएका संख्याले केही फारम बाँकी रहन्छन्: बाँकी बाँड्न कुनै एक अधिकृतको संख्या खाली छोड्नुहोस्।',
  },
  'scrutiny.notAnOfficer': {
    en: 'Forms can be given only to staff who hold scrutiny (SC) and may decide.',
    ne: 'रुजु (SC) अधिकार भएका र निर्णय गर्न सक्ने कर्मचारीलाई मात्र फारम दिन सकिन्छ।',
  },
  'scrutiny.nothingToAllocate': {
    en: 'No form of this advertisement is waiting to be allocated.',
    ne: 'यस विज्ञापनको बाँडफाँड हुन बाँकी कुनै फारम छैन।',
  },
  'scrutiny.nothingToReallocate': {
    en: 'This officer has no form of this advertisement still to decide.',
    ne: 'यी अधिकृतसँग यस विज्ञापनको निर्णय गर्न बाँकी कुनै फारम छैन।',
  },
  'scrutiny.frozen': {
    en: 'Scrutiny of this advertisement has been finalised: its forms and decisions can no longer change.',
    ne: 'यस विज्ञापनको रुजु टुङ्गो लागिसकेको छ: यसका फारम र निर्णय अब परिवर्तन गर्न मिल्दैन।',
  },
  'scrutiny.windowOpen': {
    en: 'Applications and payments for this advertisement are still open: scrutiny can be finalised after its last payment date.',
    ne: 'यस विज्ञापनको आवेदन तथा भुक्तानी अझै खुला छ: भुक्तानीको अन्तिम मितिपछि मात्र रुजु टुङ्गो लगाउन सकिन्छ।',
  },
  'scrutiny.formsUndecided': {
    en: 'Some forms are still pending or on hold: decide them before finalising.',
    ne: 'केही फारम अझै निर्णय हुन बाँकी वा रोक्का छन्: टुङ्गो लगाउनुअघि तिनको निर्णय गर्नुहोस्।',
  },
  'scrutiny.paymentsAwaiting': {
    en: 'Some payments are still being verified: verify them before finalising.',
    ne: 'केही भुक्तानी प्रमाणीकरण हुन बाँकी छन्: टुङ्गो लगाउनुअघि प्रमाणीकरण गर्नुहोस्।',
  },
  'scrutiny.notYourForm': {
    en: 'This form is allocated to another officer.',
    ne: 'यो फारम अर्को अधिकृतलाई बाँडिएको छ।',
  },
  'scrutiny.holdUntilRange': {
    en: 'The last day to fix must be after today and at most 30 days away.',
    ne: 'सच्याउने अन्तिम दिन आजपछिको र बढीमा ३० दिनभित्रको हुनुपर्छ।',
  },
} as const satisfies MessageCatalogue<'scrutiny'>;
