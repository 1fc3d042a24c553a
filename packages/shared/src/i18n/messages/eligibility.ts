// Age limits (ALC) and the candidate's eligibility checks; {name}s are filled by the check.
import type { MessageCatalogue } from './localized-text';

export const ELIGIBILITY_MESSAGES = {
  'eligibility.saved': { en: 'The age limit has been saved.', ne: 'उमेर हद सुरक्षित गरियो।' },
  'eligibility.deleted': { en: 'The age limit has been deleted.', ne: 'उमेर हद हटाइयो।' },
  'eligibility.maxBelowMin': {
    en: 'The maximum age cannot be below the minimum age.',
    ne: 'अधिकतम उमेर न्यूनतम उमेरभन्दा कम हुन सक्दैन।',
  },
  'eligibility.duplicateRule': {
    en: 'This class and service already have a rule for this gender, disability and internal choice.',
    ne: 'यस श्रेणी र सेवामा यही लिङ्ग, अपाङ्गता र आन्तरिक प्रतियोगिताको नियम पहिले नै छ।',
  },
  'eligibility.rule.anyone': { en: 'everyone', ne: 'सबै' },
  'eligibility.rule.male': { en: 'men', ne: 'पुरुष' },
  'eligibility.rule.female': { en: 'women', ne: 'महिला' },
  'eligibility.rule.otherGender': { en: 'other gender', ne: 'अन्य लिङ्ग' },
  'eligibility.rule.disabled': { en: 'persons with disability', ne: 'अपाङ्गता भएका व्यक्ति' },
  'eligibility.rule.internal': { en: 'internal competition', ne: 'आन्तरिक प्रतियोगिता' },
  'eligibility.rule.range': { en: '{min} to {max} years', ne: '{min} देखि {max} वर्षसम्म' },
  'eligibility.rule.atLeast': {
    en: 'at least {min} years with no upper limit',
    ne: 'कम्तीमा {min} वर्ष (माथिल्लो हद नभएको)',
  },
  'eligibility.rule.description': { en: '{range} for {who}', ne: '{who}का लागि {range}' },
  'eligibility.date': { en: '{bs} B.S. ({ad} A.D.)', ne: 'वि.सं. {bs} (ई.सं. {ad})' },
  'eligibility.dateAd': { en: '{ad} A.D.', ne: 'ई.सं. {ad}' },
  'eligibility.ageParts': {
    en: '{years} years, {months} months and {days} days',
    ne: '{years} वर्ष, {months} महिना र {days} दिन',
  },
  'eligibility.age.ok': {
    en: 'On the age cut-off date, {cutOff}, you are {age} old. The age limit that applies to you is {rule}, and your age is within it.',
    ne: 'उमेर गणना गरिने मिति {cutOff} मा तपाईंको उमेर {age} हुन्छ। तपाईंलाई लागू हुने उमेर हद {rule} हो, र तपाईंको उमेर यही हदभित्र पर्छ।',
  },
  'eligibility.age.tooYoung': {
    en: 'On the age cut-off date, {cutOff}, you are {age} old. The age limit that applies to you is {rule}: you must have turned {min} by then, so you cannot apply for this vacancy.',
    ne: 'उमेर गणना गरिने मिति {cutOff} मा तपाईंको उमेर {age} हुन्छ। तपाईंलाई लागू हुने उमेर हद {rule} हो: सो मितिसम्म {min} वर्ष पूरा भएको हुनुपर्छ, त्यसैले तपाईं यो विज्ञापनमा आवेदन दिन सक्नुहुन्न।',
  },
  'eligibility.age.tooOld': {
    en: 'On the age cut-off date, {cutOff}, you are {age} old. The age limit that applies to you is {rule}: you must not yet have turned {next} by then, so you cannot apply for this vacancy.',
    ne: 'उमेर गणना गरिने मिति {cutOff} मा तपाईंको उमेर {age} हुन्छ। तपाईंलाई लागू हुने उमेर हद {rule} हो: सो मितिसम्म {next} वर्ष पूरा भइसकेको हुनु हुँदैन, त्यसैले तपाईं यो विज्ञापनमा आवेदन दिन सक्नुहुन्न।',
  },
  'eligibility.age.noRule': {
    en: 'The commission has not set an age limit for the class and service of this vacancy, so your age cannot be checked yet. Please contact the commission.',
    ne: 'आयोगले यस विज्ञापनको श्रेणी र सेवाका लागि उमेर हद तोकेको छैन, त्यसैले तपाईंको उमेर अहिले जाँच गर्न सकिँदैन। कृपया आयोगमा सम्पर्क गर्नुहोस्।',
  },
  'eligibility.qualification.rule': { en: '{level} or above', ne: '{level} वा सोभन्दा माथि' },
  'eligibility.qualification.ruleInFaculty': {
    en: '{level} or above in {faculty}',
    ne: '{faculty} सङ्कायमा {level} वा सोभन्दा माथि',
  },
  'eligibility.qualification.or': { en: ' or ', ne: ' वा ' },
  'eligibility.qualification.ok': {
    en: 'This post asks for {rules}. Your {level} in {faculty} meets it.',
    ne: 'यो पदका लागि {rules} आवश्यक छ। तपाईंको {faculty} सङ्कायको {level}ले यो योग्यता पूरा गर्छ।',
  },
  'eligibility.qualification.notMet': {
    en: 'This post asks for {rules}. None of the education in your profile meets it, so you cannot apply for this vacancy.',
    ne: 'यो पदका लागि {rules} आवश्यक छ। तपाईंको विवरणमा भएको कुनै पनि शैक्षिक योग्यताले यो पूरा गर्दैन, त्यसैले तपाईं यो विज्ञापनमा आवेदन दिन सक्नुहुन्न।',
  },
  'eligibility.qualification.noRule': {
    en: 'The commission has not set the academic qualification of this post yet, so your education cannot be checked. Please contact the commission.',
    ne: 'आयोगले यस पदको शैक्षिक योग्यता अझै तोकेको छैन, त्यसैले तपाईंको शैक्षिक योग्यता जाँच गर्न सकिँदैन। कृपया आयोगमा सम्पर्क गर्नुहोस्।',
  },
  'eligibility.group.open': {
    en: 'Open competition: every candidate may apply.',
    ne: 'खुला प्रतियोगिता: सबै उम्मेदवारले आवेदन दिन सक्नुहुन्छ।',
  },
  'eligibility.group.women': {
    en: 'The {group} group is for women; your profile says you are a woman.',
    ne: '{group} समूह महिलाका लागि हो; तपाईंको विवरणअनुसार तपाईं महिला हुनुहुन्छ।',
  },
  'eligibility.group.notWoman': {
    en: 'The {group} group is for women only, so you cannot apply to it.',
    ne: '{group} समूह महिलाका लागि मात्र हो, त्यसैले तपाईं यसमा आवेदन दिन सक्नुहुन्न।',
  },
  'eligibility.group.declared': {
    en: 'You have declared the {group} group in your profile, with its document.',
    ne: 'तपाईंले आफ्नो विवरणमा {group} समूह कागजातसहित उल्लेख गर्नुभएको छ।',
  },
  'eligibility.group.notDeclared': {
    en: 'The {group} group is for candidates who belong to it. Add it with its certificate under group/class in your profile to apply.',
    ne: '{group} समूह सो समूहका उम्मेदवारका लागि हो। आवेदन दिन आफ्नो विवरणको समूह/वर्गमा प्रमाणपत्रसहित यो समूह थप्नुहोस्।',
  },
  'eligibility.group.internal': {
    en: 'Internal competition: your profile says you are in government service.',
    ne: 'आन्तरिक प्रतियोगिता: तपाईंको विवरणअनुसार तपाईं सरकारी सेवामा हुनुहुन्छ।',
  },
  'eligibility.group.notInternal': {
    en: 'Internal competition is only for serving civil servants (employment status "government service" in your profile).',
    ne: 'आन्तरिक प्रतियोगिता बहालवाला निजामती कर्मचारीका लागि मात्र हो (विवरणमा रोजगारीको अवस्था "सरकारी सेवा")।',
  },
  'eligibility.window.single': {
    en: 'You can apply with the normal fee until {single}. After that, until {double}, the fee is doubled.',
    ne: '{single} सम्म सामान्य शुल्कमा आवेदन दिन सकिन्छ। त्यसपछि {double} सम्म दोब्बर शुल्क लाग्छ।',
  },
  'eligibility.window.double': {
    en: 'The normal-fee deadline ({single}) has passed. Until {double} you can still apply with double the fee.',
    ne: 'सामान्य शुल्कको अन्तिम मिति ({single}) नाघिसकेको छ। {double} सम्म दोब्बर शुल्क तिरेर आवेदन दिन सकिन्छ।',
  },
  'eligibility.window.closed': {
    en: 'Applications closed on {double}.',
    ne: 'आवेदन दिने अन्तिम मिति {double} मा सकियो।',
  },
} as const satisfies MessageCatalogue<'eligibility'>;
