// Field validation: the keys zod schemas give as their error message. A key's prefix names its
// file, so the few that serve one domain (validation.voucherNumber, validation.scrutinyDecision,
// validation.loginAttempts) stay here rather than change a key the web app already translates.
import type { MessageCatalogue } from './localized-text';

export const VALIDATION_MESSAGES = {
  'validation.required': { en: 'This field is required.', ne: 'यो विवरण अनिवार्य छ।' },
  'validation.invalid': { en: 'This value is not valid.', ne: 'यो विवरण मान्य छैन।' },
  'validation.nulCharacter': {
    en: 'This text holds a character that cannot be saved (NUL). Remove it and try again.',
    ne: 'यो पाठमा सुरक्षित गर्न नमिल्ने वर्ण (NUL) छ। त्यसलाई हटाएर फेरि प्रयास गर्नुहोस्।',
  },
  'validation.malformedBody': {
    en: 'The form did not arrive whole. Please send it again.',
    ne: 'फारम पूरा आइपुगेन। कृपया फेरि पठाउनुहोस्।',
  },
  'validation.bodyTooLarge': {
    en: 'What was sent is too large.',
    ne: 'पठाइएको विवरण धेरै ठूलो छ।',
  },
  'validation.addressTooLong': {
    en: 'The address is too long or not valid.',
    ne: 'ठेगाना (URL) धेरै लामो वा अमान्य छ।',
  },
  'validation.maxLength30': {
    en: 'Use at most 30 characters.',
    ne: 'बढीमा ३० अक्षरसम्म मात्र लेख्नुहोस्।',
  },
  'validation.maxLength100': {
    en: 'Use at most 100 characters.',
    ne: 'बढीमा १०० अक्षरसम्म मात्र लेख्नुहोस्।',
  },
  'validation.maxLength128': {
    en: 'Use at most 128 characters.',
    ne: 'बढीमा १२८ अक्षरसम्म मात्र लेख्नुहोस्।',
  },
  'validation.voucherNumber': {
    en: 'Write the voucher number with letters and digits only (at most 30).',
    ne: 'भौचर नम्बर अक्षर र अङ्क मात्र प्रयोग गरी लेख्नुहोस् (बढीमा ३०)।',
  },
  'validation.maxLength500': {
    en: 'Use at most 500 characters.',
    ne: 'बढीमा ५०० अक्षरसम्म मात्र लेख्नुहोस्।',
  },
  'validation.englishLettersOnly': {
    en: 'Use English letters only.',
    ne: 'अङ्ग्रेजी अक्षर मात्र प्रयोग गर्नुहोस्।',
  },
  'validation.noEdgeSpaces': {
    en: 'Remove the spaces at the beginning or end.',
    ne: 'सुरु वा अन्त्यमा रहेको खाली ठाउँ हटाउनुहोस्।',
  },
  'validation.nepaliOnly': { en: 'please enter in Nepali', ne: 'कृपया नेपालीमा लेख्नुहोस्।' },
  'validation.lettersOnly': { en: 'Use letters only.', ne: 'अक्षर मात्र प्रयोग गर्नुहोस्।' },
  'validation.digitsOnly': { en: 'Use digits only.', ne: 'अङ्क मात्र प्रयोग गर्नुहोस्।' },
  'validation.maxDigits15': {
    en: 'Use at most 15 digits.',
    ne: 'बढीमा १५ अङ्क प्रयोग गर्नुहोस्।',
  },
  'validation.maxLength40': {
    en: 'Use at most 40 characters.',
    ne: 'बढीमा ४० अक्षर प्रयोग गर्नुहोस्।',
  },
  'validation.maxLength200': {
    en: 'Use at most 200 characters.',
    ne: 'बढीमा २०० अक्षर प्रयोग गर्नुहोस्।',
  },
  'validation.tooSmall': { en: 'This number is too small.', ne: 'यो सङ्ख्या धेरै सानो भयो।' },
  'validation.tooLarge': { en: 'This number is too large.', ne: 'यो सङ्ख्या धेरै ठूलो भयो।' },
  'validation.codeChars': {
    en: 'Use English letters, digits, hyphen (-) or underscore (_) only.',
    ne: 'अङ्ग्रेजी अक्षर, अङ्क, हाइफन (-) वा अन्डरस्कोर (_) मात्र प्रयोग गर्नुहोस्।',
  },
  'validation.fiscalYear': {
    en: 'Write the fiscal year as YYYY-YY, e.g. 2082-83.',
    ne: 'आर्थिक वर्ष वववव-वव ढाँचामा लेख्नुहोस्, जस्तै २०८२-८३।',
  },
  'validation.centreMinCapacity': {
    en: 'Center minimum capacity must be 1',
    ne: 'केन्द्रको न्यूनतम क्षमता १ हुनुपर्छ',
  },
  'validation.districtNotInProvince': {
    en: 'This district is not in the chosen province.',
    ne: 'यो जिल्ला छानिएको प्रदेशमा पर्दैन।',
  },
  'validation.localBodyNotInDistrict': {
    en: 'This local body is not in the chosen district.',
    ne: 'यो स्थानीय तह छानिएको जिल्लामा पर्दैन।',
  },
  'validation.wardNotInLocalBody': {
    en: 'The chosen local body has no ward with this number.',
    ne: 'छानिएको स्थानीय तहमा यो नम्बरको वडा छैन।',
  },
  'validation.phoneNo': {
    en: 'Enter a valid phone number of 6 to 15 digits.',
    ne: '६ देखि १५ अङ्कको मान्य फोन नम्बर लेख्नुहोस्।',
  },
  'validation.unknownReference': {
    en: 'This choice does not exist any more. Choose again.',
    ne: 'यो विकल्प अब उपलब्ध छैन। फेरि छान्नुहोस्।',
  },
  'validation.usernameChars': {
    en: 'Use English letters, digits, hyphen (-) or underscore (_) only.',
    ne: 'अङ्ग्रेजी अक्षर, अङ्क, हाइफन (-) वा अन्डरस्कोर (_) मात्र प्रयोग गर्नुहोस्।',
  },
  'validation.email': {
    en: 'Enter a valid e-mail address.',
    ne: 'मान्य इमेल ठेगाना लेख्नुहोस्।',
  },
  'validation.mobile': {
    en: 'Enter a valid 10-digit mobile number (starting with 96, 97 or 98).',
    ne: '९६, ९७ वा ९८ बाट सुरु हुने १० अङ्कको मान्य मोबाइल नम्बर लेख्नुहोस्।',
  },
  'validation.nationalId': {
    en: 'Write the national ID number as XXX-XXX-XXXX (digits).',
    ne: 'राष्ट्रिय परिचयपत्र नम्बर ०००-०००-०००० ढाँचामा अङ्कमा लेख्नुहोस्।',
  },
  'validation.citizenshipNumber': {
    en: 'Citizenship number may contain digits, hyphen (-) and slash (/) only.',
    ne: 'नागरिकता नम्बरमा अङ्क, हाइफन (-) र स्ल्यास (/) मात्र हुन सक्छन्।',
  },
  'validation.gender': { en: 'Choose a gender.', ne: 'लिङ्ग छान्नुहोस्।' },
  'validation.genderOtherConfirm': {
    en: 'Please confirm that your gender is Other.',
    ne: 'कृपया आफ्नो लिङ्ग "अन्य" हो भनी पुष्टि गर्नुहोस्।',
  },
  'validation.id': { en: 'Choose a valid option.', ne: 'मान्य विकल्प छान्नुहोस्।' },
  'validation.isoDate': {
    en: 'Enter a valid A.D. date (YYYY-MM-DD).',
    ne: 'मान्य ईस्वी संवत् मिति (वववव-मम-गग) लेख्नुहोस्।',
  },
  'validation.bsDate': {
    en: 'Enter a valid B.S. date (YYYY-MM-DD).',
    ne: 'मान्य विक्रम संवत् मिति (वववव-मम-गग) लेख्नुहोस्।',
  },
  'validation.bsAdMismatch': {
    en: 'The B.S. and A.D. dates are not the same day.',
    ne: 'वि.सं. र ई.सं. मिति एउटै दिन होइनन्।',
  },
  'validation.ageMin18': {
    en: 'You must be at least 18 years old.',
    ne: 'तपाईंको उमेर कम्तीमा १८ वर्ष पुगेको हुनुपर्छ।',
  },
  'validation.ageMaxBs58': {
    en: 'Age must be less than 58 years (by the B.S. date).',
    ne: 'वि.सं. मिति अनुसार उमेर ५८ वर्षभन्दा कम हुनुपर्छ।',
  },
  'validation.issueBeforeBirth': {
    en: 'The citizenship issue date cannot be before the date of birth.',
    ne: 'नागरिकता जारी मिति जन्म मितिभन्दा अगाडिको हुन सक्दैन।',
  },
  'validation.dateInFuture': {
    en: 'The date cannot be in the future.',
    ne: 'भविष्यको मिति राख्न मिल्दैन।',
  },
  'validation.passwordTooShort': {
    en: 'Password must be at least 8 characters.',
    ne: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ।',
  },
  'validation.passwordNeedsUpper': {
    en: 'Password must contain an uppercase letter.',
    ne: 'पासवर्डमा कम्तीमा एउटा ठूलो अङ्ग्रेजी अक्षर (A-Z) हुनुपर्छ।',
  },
  'validation.passwordNeedsLower': {
    en: 'Password must contain a lowercase letter.',
    ne: 'पासवर्डमा कम्तीमा एउटा सानो अङ्ग्रेजी अक्षर (a-z) हुनुपर्छ।',
  },
  'validation.passwordNeedsDigit': {
    en: 'Password must contain a digit.',
    ne: 'पासवर्डमा कम्तीमा एउटा अङ्ग्रेजी अङ्क हुनुपर्छ।',
  },
  // The spec's English text says "minimum 4 and maximum 4" (a defect) and its Nepali text says
  // 4–20; login accepts 4–128 so that every password the change form allows can log in.
  'validation.loginPasswordLength': {
    en: 'Password must be 4 to 128 characters.',
    ne: 'पासवर्ड ४ देखि १२८ अक्षरसम्मको हुनुपर्छ।',
  },
  'validation.passwordSameAsOld': {
    en: 'New and Old Password are same',
    ne: 'नयाँ र पुरानो पासवर्ड एउटै छन्।',
  },
  'validation.passwordMismatch': {
    en: 'Confirm password does not match the new password.',
    ne: 'पुष्टि गरिएको पासवर्ड नयाँ पासवर्डसँग मिलेन।',
  },
  'validation.page': {
    en: 'Page must be a whole number from 1.',
    ne: 'पृष्ठ नम्बर १ वा सोभन्दा ठूलो पूर्णाङ्क हुनुपर्छ।',
  },
  'validation.pageSize': {
    en: 'Choose one of the offered page sizes.',
    ne: 'दिइएका मध्ये एउटा पृष्ठ आकार छान्नुहोस्।',
  },
  'validation.sort': {
    en: 'Sort must be written as field:asc or field:desc.',
    ne: 'क्रम field:asc वा field:desc ढाँचामा हुनुपर्छ।',
  },
  'validation.scrutinyDecision': {
    en: 'Choose approved, hold or rejected.',
    ne: 'स्वीकृत, रोक्का वा अस्वीकृतमध्ये एउटा छान्नुहोस्।',
  },
  'validation.percentageRange': {
    en: 'Enter a number more than 1 and less than 100.',
    ne: '१ भन्दा बढी र १०० भन्दा कम सङ्ख्या लेख्नुहोस्।',
  },
  'validation.fileTooLarge': {
    en: 'The file must be at most 500 KB.',
    ne: 'फाइल बढीमा ५०० केबीको हुनुपर्छ।',
  },
  'validation.fileImageTooLarge': {
    en: 'The picture has too many pixels. Use a smaller picture.',
    ne: 'तस्बिरमा धेरै पिक्सेल छन्। सानो तस्बिर प्रयोग गर्नुहोस्।',
  },
  'validation.fileUnreadable': {
    en: 'The file could not be read. It may be damaged; choose it again.',
    ne: 'फाइल पढ्न सकिएन। फाइल बिग्रिएको हुन सक्छ; फेरि छान्नुहोस्।',
  },
  'validation.filePdfActive': {
    en: 'The PDF contains scripts, attachments or fillable forms. Save it again as a plain PDF.',
    ne: 'यो पीडीएफ मा स्क्रिप्ट, संलग्न फाइल वा भर्न मिल्ने फारम छ। यसलाई साधारण पीडीएफ का रूपमा फेरि सुरक्षित गर्नुहोस्।',
  },
  'validation.filePdfEncrypted': {
    en: 'The PDF is locked with a password or restrictions. Save it again as a plain PDF without them.',
    ne: 'यो पीडीएफ पासवर्ड वा प्रतिबन्धले बन्द गरिएको छ। पासवर्ड र प्रतिबन्ध हटाएर साधारण पीडीएफ का रूपमा फेरि सुरक्षित गर्नुहोस्।',
  },
  'validation.importFileTooLarge': {
    en: 'The file must be at most 5 MB.',
    ne: 'फाइल बढीमा ५ एमबीको हुनुपर्छ।',
  },
  'validation.fileJpgPng': { en: 'Jpg or Png only', ne: 'जेपीजी वा पीएनजी फाइल मात्र' },
  'validation.filePdf': { en: 'Pdf only', ne: 'पीडीएफ फाइल मात्र' },
  'validation.filePdfJpgPng': {
    en: 'Pdf, Jpeg or Png only',
    ne: 'पीडीएफ, जेपीईजी वा पीएनजी फाइल मात्र',
  },
  'validation.roleRequired': {
    en: 'Please select at least one role.',
    ne: 'कृपया कम्तीमा एउटा भूमिका छान्नुहोस्।',
  },
  'validation.duplicateChoice': {
    en: 'The same option is chosen more than once.',
    ne: 'एउटै विकल्प एकभन्दा बढी पटक छानिएको छ।',
  },
  'validation.privilegeCode': {
    en: 'Choose a valid privilege code.',
    ne: 'मान्य अधिकार कोड छान्नुहोस्।',
  },
  'validation.actionsWithoutPrivilege': {
    en: 'Actions can be given only on privileges the role holds.',
    ne: 'भूमिकासँग भएका अधिकारमा मात्र कार्यहरू दिन सकिन्छ।',
  },
  'validation.privilegeModule': {
    en: 'A privilege module is given through the privileges and their actions.',
    ne: 'अधिकारको मोड्युल अधिकार र तिनका कार्यहरूबाट दिइन्छ।',
  },
  'validation.dateOutsideCalendar': {
    en: 'This date is outside the supported B.S. calendar years.',
    ne: 'यो मिति समर्थित वि.सं. वर्षभित्र पर्दैन।',
  },
  'validation.renewBeforeIssue': {
    en: 'The renewed date cannot be before the issued date.',
    ne: 'नवीकरण मिति जारी मितिभन्दा अगाडिको हुन सक्दैन।',
  },
  'validation.validityBeforeIssue': {
    en: 'The valid-until date cannot be before the issued date.',
    ne: 'मान्य अवधि जारी मितिभन्दा अगाडिको हुन सक्दैन।',
  },
  'validation.maxLength1000': {
    en: 'Use at most 1000 characters.',
    ne: 'बढीमा १००० अक्षरसम्म मात्र लेख्नुहोस्।',
  },
  'validation.endBeforeStart': {
    en: 'The end date cannot be before the start date.',
    ne: 'अन्त्य मिति सुरु मितिभन्दा अगाडिको हुन सक्दैन।',
  },
  'validation.loginAttempts': {
    en: 'Enter a whole number of attempts from 1 to 100.',
    ne: '१ देखि १०० सम्मको पूर्ण सङ्ख्या लेख्नुहोस्।',
  },
  'validation.lockMinutes': {
    en: 'Enter a whole number of minutes from 1 to 1440 (one day).',
    ne: '१ देखि १४४० (एक दिन) सम्मको पूर्ण मिनेट लेख्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'validation'>;
