// Every validation message and server error as a key with its English and Nepali text.
// Zod schemas use the KEY as their error message, the server sends both texts, and the web app
// translates the key, so no user ever sees raw server English. Where the spec gives an exact
// English text, it is kept word for word.

export type LocalizedText = { en: string; ne: string };

export const MESSAGES = {
  // ---- field validation -------------------------------------------------------------------
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
    ne: 'आर्थिक वर्ष YYYY-YY ढाँचामा लेख्नुहोस्, जस्तै २०८२-८३।',
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
    ne: 'राष्ट्रिय परिचयपत्र नम्बर XXX-XXX-XXXX ढाँचामा अङ्कमा लेख्नुहोस्।',
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
    ne: 'मान्य ईस्वी संवत् मिति (YYYY-MM-DD) लेख्नुहोस्।',
  },
  'validation.bsDate': {
    en: 'Enter a valid B.S. date (YYYY-MM-DD).',
    ne: 'मान्य विक्रम संवत् मिति (YYYY-MM-DD) लेख्नुहोस्।',
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
    ne: 'पासवर्डमा कम्तीमा एउटा अङ्क (0-9) हुनुपर्छ।',
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
    ne: 'फाइल बढीमा ५०० KB को हुनुपर्छ।',
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
    ne: 'यो PDF मा स्क्रिप्ट, संलग्न फाइल वा भर्न मिल्ने फारम छ। यसलाई साधारण PDF का रूपमा फेरि सुरक्षित गर्नुहोस्।',
  },
  'validation.filePdfEncrypted': {
    en: 'The PDF is locked with a password or restrictions. Save it again as a plain PDF without them.',
    ne: 'यो PDF पासवर्ड वा प्रतिबन्धले बन्द गरिएको छ। पासवर्ड र प्रतिबन्ध हटाएर साधारण PDF का रूपमा फेरि सुरक्षित गर्नुहोस्।',
  },
  'validation.importFileTooLarge': {
    en: 'The file must be at most 5 MB.',
    ne: 'फाइल बढीमा ५ MB को हुनुपर्छ।',
  },
  'validation.fileJpgPng': { en: 'Jpg or Png only', ne: 'Jpg वा Png फाइल मात्र' },
  'validation.filePdf': { en: 'Pdf only', ne: 'Pdf फाइल मात्र' },
  'validation.filePdfJpgPng': {
    en: 'Pdf, Jpeg or Png only',
    ne: 'Pdf, Jpeg वा Png फाइल मात्र',
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

  // ---- messages the client shows (spec: error catalogue and shared widgets) ----------------
  'client.sessionExpired': {
    en: 'Your session has expired.',
    ne: 'तपाईंको सत्र समाप्त भयो।',
  },
  'client.timeout': {
    en: 'Server is taking too long to respond, please try again in sometime!',
    ne: 'सर्भरले जवाफ दिन धेरै समय लगायो, कृपया केही समयपछि फेरि प्रयास गर्नुहोस्!',
  },
  'client.unreachable': {
    en: 'Server could not be reached',
    ne: 'सर्भरसँग सम्पर्क हुन सकेन',
  },
  'client.somethingWentWrong': { en: 'Something went wrong', ne: 'केही गडबड भयो' },
  'client.maintenance': {
    en: 'Work in progress. Please come back later.',
    ne: 'काम भइरहेको छ। कृपया केही समयपछि आउनुहोस्।',
  },
  'client.errorSaving': { en: 'Error Saving', ne: 'सुरक्षित गर्न सकिएन' },
  'client.errorFetchingPersonal': {
    en: 'Error Fetching Personal Details',
    ne: 'व्यक्तिगत विवरण ल्याउन सकिएन',
  },
  'client.unsavedChanges': {
    en: 'Are You sure you want to leave? Your unsaved data will be lost. Please click on Next button to save your data.',
    ne: 'के तपाईं यो पृष्ठ छोड्न निश्चित हुनुहुन्छ? सुरक्षित नगरिएको विवरण हराउनेछ। विवरण सुरक्षित गर्न "अर्को" बटनमा थिच्नुहोस्।',
  },
  'client.voucherNotPaidPreviously': {
    en: 'User has not paid for this advertisement previously',
    ne: 'प्रयोगकर्ताले यो विज्ञापनको शुल्क पहिले तिर्नुभएको छैन',
  },
  'client.voucherNotPaid': {
    en: "You haven't paid for this advertisement",
    ne: 'तपाईंले यो विज्ञापनको शुल्क तिर्नुभएको छैन',
  },
  'client.noData': { en: 'No data available', ne: 'कुनै विवरण उपलब्ध छैन' },
  'client.loading': { en: 'Loading ...', ne: 'लोड हुँदैछ ...' },

  // ---- server error codes: one `error.<CODE>` per entry of ERROR_CODES ----------------------
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
  'validation.loginAttempts': {
    en: 'Enter a whole number of attempts from 1 to 100.',
    ne: '१ देखि १०० सम्मको पूर्ण सङ्ख्या लेख्नुहोस्।',
  },
  'validation.lockMinutes': {
    en: 'Enter a whole number of minutes from 1 to 1440 (one day).',
    ne: '१ देखि १४४० (एक दिन) सम्मको पूर्ण मिनेट लेख्नुहोस्।',
  },
  'loginLimits.saved': {
    en: 'The sign-in limits have been saved.',
    ne: 'लगइन सीमा सुरक्षित भयो।',
  },
  // ---- success messages of the server ------------------------------------------------------
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
  'application.submitted': {
    en: 'Your application has been submitted. Please pay the fee to complete it.',
    ne: 'तपाईंको आवेदन पेश भयो। आवेदन पूरा गर्न शुल्क भुक्तानी गर्नुहोस्।',
  },
  'payment.completed': {
    en: 'Payment received and verified.',
    ne: 'भुक्तानी प्राप्त भयो र प्रमाणित भयो।',
  },
  'payment.pending': {
    en: 'The payment is being confirmed with the provider. Please check again shortly.',
    ne: 'भुक्तानी प्रदायकसँग पुष्टि हुँदैछ। कृपया केही बेरपछि फेरि हेर्नुहोस्।',
  },
  'voucher.submitted': {
    en: 'Your voucher has been submitted. The commission will verify it; the fee shows as pending until then.',
    ne: 'तपाईंको भौचर पेश भयो। आयोगले प्रमाणित गर्नेछ; त्यतिन्जेल शुल्क "भुक्तानी पुष्टि हुँदै" देखिन्छ।',
  },
  'voucher.approved': {
    en: 'The voucher has been verified and the fee marked paid.',
    ne: 'भौचर प्रमाणित भयो र शुल्क तिरिएको कायम भयो।',
  },
  'voucher.rejected': {
    en: 'The voucher has been rejected; the candidate may upload another.',
    ne: 'भौचर अस्वीकृत भयो; उम्मेदवारले अर्को भौचर पेश गर्न सक्नुहुन्छ।',
  },
  'payment.ebpRenamed': {
    en: 'The payment has a new ebp code; the old one no longer finds it.',
    ne: 'भुक्तानीलाई नयाँ ebp कोड दिइयो; पुरानो कोडले अब यो भेटिँदैन।',
  },
  'voucherLock.locked': { en: 'The voucher has been locked.', ne: 'भौचर लक गरियो।' },
  'voucherLock.unlocked': { en: 'The voucher has been unlocked.', ne: 'भौचर अनलक गरियो।' },
  'payment.refundDue': {
    en: 'The provider collected this payment, but it cannot settle the application (it was paid already, the fee has changed, or the payment came after the deadline). The commission will refund it; quote your payment reference.',
    ne: 'प्रदायकले यो रकम लियो, तर यसले आवेदनको शुल्क बुझाउन सक्दैन (पहिले नै तिरिसकिएको, शुल्क फेरिएको वा म्याद सकिएपछि तिरिएको)। आयोगले रकम फिर्ता गर्नेछ; आफ्नो भुक्तानी सन्दर्भ नम्बर दिनुहोस्।',
  },
  'payment.notPaid': {
    en: 'The provider has no completed payment for this application. If money was debited, give the transaction id from your receipt.',
    ne: 'प्रदायकसँग यो आवेदनको पूरा भएको भुक्तानी छैन। रकम कट्टा भएको भए आफ्नो रसिदको कारोबार नम्बर दिनुहोस्।',
  },
  'scrutiny.saved': {
    en: 'The scrutiny decision has been saved.',
    ne: 'रुजु निर्णय सुरक्षित भयो।',
  },
  'rollNumbers.generated': {
    en: 'Roll numbers have been generated.',
    ne: 'रोल नम्बर तयार भयो।',
  },
  'access.userCreated': {
    en: 'The user has been created.',
    ne: 'प्रयोगकर्ता सिर्जना भयो।',
  },
  'access.usernameChanged': {
    en: 'The username has been changed.',
    ne: 'प्रयोगकर्ता नाम परिवर्तन भयो।',
  },
  'access.userRolesSaved': {
    en: "The user's roles have been saved.",
    ne: 'प्रयोगकर्ताको भूमिका सुरक्षित भयो।',
  },
  'access.roleSaved': {
    en: 'The role has been saved.',
    ne: 'भूमिका सुरक्षित भयो।',
  },
  'access.moduleSaved': {
    en: 'The module has been saved.',
    ne: 'मोड्युल सुरक्षित भयो।',
  },
  'access.duplicateRoleTitle': {
    en: 'A role with this title already exists.',
    ne: 'यही शीर्षकको भूमिका पहिले नै छ।',
  },
  'access.duplicateModuleTitle': {
    en: 'A module with this title already exists.',
    ne: 'यही शीर्षकको मोड्युल पहिले नै छ।',
  },
  'access.userNotFound': { en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' },
  'access.userBlocked': {
    en: 'The user has been blocked for the chosen dates.',
    ne: 'छानिएको मितिसम्म प्रयोगकर्तालाई रोक लगाइयो।',
  },
  'masterData.rollNumberOrderSaved': {
    en: 'The roll number generation order has been saved.',
    ne: 'रोल नम्बर दिने क्रम सुरक्षित गरियो।',
  },
  'profile.personalSaved': {
    en: 'Your personal details have been saved.',
    ne: 'तपाईंको व्यक्तिगत विवरण सुरक्षित गरियो।',
  },
  'profile.locksSaved': {
    en: 'The locks of the candidate have been saved.',
    ne: 'उम्मेदवारको लक सुरक्षित गरियो।',
  },
  'profile.documentSaved': { en: 'The document has been saved.', ne: 'कागजात सुरक्षित गरियो।' },
  'profile.contactSaved': {
    en: 'The contact details have been saved.',
    ne: 'सम्पर्क विवरण सुरक्षित गरियो।',
  },
  'profile.recordSaved': { en: 'The details have been saved.', ne: 'विवरण सुरक्षित गरियो।' },
  'profile.recordDuplicate': {
    en: 'This group/class is already in your profile.',
    ne: 'यो समूह/वर्ग तपाईंको प्रोफाइलमा पहिल्यै छ।',
  },
  'profile.recordDeleted': { en: 'The details have been deleted.', ne: 'विवरण हटाइयो।' },
  'profile.extraSaved': {
    en: 'The extra details have been saved.',
    ne: 'थप विवरण सुरक्षित गरियो।',
  },
  'actingFor.chooseCandidate': {
    en: 'Choose a candidate first: staff open a profile only on behalf of a candidate chosen by master id.',
    ne: 'पहिले उम्मेदवार छान्नुहोस्: कर्मचारीले मास्टर आईडीबाट छानिएको उम्मेदवारको तर्फबाट मात्र प्रोफाइल खोल्न सक्नुहुन्छ।',
  },
  'actingFor.candidateNotFound': {
    en: 'No candidate has this master id.',
    ne: 'यो मास्टर आईडी भएको उम्मेदवार भेटिएन।',
  },
  'actingFor.headersDisagree': {
    en: 'The master id and the user id name two different candidates.',
    ne: 'मास्टर आईडी र प्रयोगकर्ता आईडीले फरक-फरक उम्मेदवार जनाउँछन्।',
  },
  'actingFor.invalidHeader': {
    en: 'The master id and the user id must be whole numbers.',
    ne: 'मास्टर आईडी र प्रयोगकर्ता आईडी पूर्णाङ्क हुनुपर्छ।',
  },
  'actingFor.candidateRefused': {
    en: 'A candidate can open only their own profile.',
    ne: 'उम्मेदवारले आफ्नो प्रोफाइल मात्र खोल्न सक्नुहुन्छ।',
  },
  'actingFor.privilegeRequired': {
    en: 'Acting for a candidate needs the profile management (PM) privilege.',
    ne: 'उम्मेदवारको तर्फबाट काम गर्न प्रोफाइल व्यवस्थापन (PM) अधिकार चाहिन्छ।',
  },
  'actingFor.profileLocked': {
    en: "This candidate's profile is locked. Have it unlocked (LUP) to change it, and locked again afterwards.",
    ne: 'यो उम्मेदवारको प्रोफाइल लक गरिएको छ। परिवर्तन गर्न पहिले लक खोल्न लगाउनुहोस् (LUP), र पछि फेरि लक गर्नुहोस्।',
  },
  'actingFor.documentsLocked': {
    en: "This candidate's documents are locked. Have them unlocked (LUP) to change them, and locked again afterwards.",
    ne: 'यो उम्मेदवारका कागजात लक गरिएका छन्। परिवर्तन गर्न पहिले लक खोल्न लगाउनुहोस् (LUP), र पछि फेरि लक गर्नुहोस्।',
  },
  'masterData.saved': { en: 'The record has been saved.', ne: 'विवरण सुरक्षित गरियो।' },
  'masterData.deleted': { en: 'The record has been deleted.', ne: 'विवरण हटाइयो।' },
  'masterData.inUse': {
    en: 'This record is in use and cannot be deleted. Make it inactive instead.',
    ne: 'यो विवरण प्रयोगमा रहेकाले हटाउन मिल्दैन। बरु निष्क्रिय बनाउनुहोस्।',
  },
  'masterData.duplicate': {
    en: 'A record with this name or code already exists.',
    ne: 'यही नाम वा कोड भएको विवरण पहिले नै छ।',
  },
  'masterData.imported': { en: 'The file has been imported.', ne: 'फाइल आयात गरियो।' },
  'masterData.importFailed': {
    en: 'Nothing was imported. Correct the rows listed and upload the file again.',
    ne: 'केही पनि आयात भएन। सूचीमा देखाइएका पङ्क्तिहरू सच्याएर फाइल फेरि अपलोड गर्नुहोस्।',
  },
  'access.blockOverlaps': {
    en: 'This user already has a block covering some of these dates. Lift it or choose other dates.',
    ne: 'यी मितिमध्ये केहीमा यो प्रयोगकर्तालाई पहिले नै रोक लगाइएको छ। त्यो रोक हटाउनुहोस् वा अर्को मिति छान्नुहोस्।',
  },
  'access.cannotBlockSelf': {
    en: 'You cannot block your own account.',
    ne: 'तपाईं आफ्नै खातालाई रोक लगाउन सक्नुहुन्न।',
  },
  'access.cannotDropOwnUserManagement': {
    en: 'This change would take user management (UM) away from your own account. Ask another administrator to make it.',
    ne: 'यो परिवर्तनले तपाईंको आफ्नै खाताबाट प्रयोगकर्ता व्यवस्थापन (UM) अधिकार हटाउँछ। अर्को प्रशासकलाई यो परिवर्तन गर्न भन्नुहोस्।',
  },
  'access.blockLifted': {
    en: 'The block has been lifted.',
    ne: 'रोक हटाइयो।',
  },
  'access.passwordReset': {
    en: 'A temporary password has been sent to the user by e-mail.',
    ne: 'प्रयोगकर्तालाई इमेलमार्फत अस्थायी पासवर्ड पठाइयो।',
  },
  // ---- notifications (the header's bell); {name} is filled in when the event happens -------
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
  // ---- notices (back-office.md §3 and §5) ---------------------------------------------------
  'notices.saved': { en: 'The notice has been saved.', ne: 'सूचना सुरक्षित गरियो।' },
  'notices.deleted': { en: 'The notice has been deleted.', ne: 'सूचना हटाइयो।' },
  'notices.descriptionTooLong': {
    en: 'Use at most 5000 characters.',
    ne: 'बढीमा ५००० अक्षरसम्म मात्र लेख्नुहोस्।',
  },
  // ---- age limits (ALC) and the candidate's age check; {name}s are filled by the check ------
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
  'error.DOUBLE_FEE_UNAVAILABLE': {
    en: 'This application cannot be moved to the double fee now: its fee is paid or being paid, or the double-fee deadline is not open for it.',
    ne: 'यो आवेदन अहिले दोब्बर शुल्कमा सार्न सकिँदैन: यसको शुल्क तिरिसकिएको वा तिरिँदै छ, वा दोब्बर शुल्कको अवधि यसका लागि खुला छैन।',
  },
  'application.doubleFee': {
    en: 'Your application now carries the double fee. Pay it by the double-fee payment date.',
    ne: 'तपाईंको आवेदनमा अब दोब्बर शुल्क लागेको छ। दोब्बर शुल्क तिर्ने अन्तिम मितिभित्र तिर्नुहोस्।',
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
  'error.INTERNAL': {
    en: 'Something went wrong on the server. Please try again.',
    ne: 'सर्भरमा समस्या आयो। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  // ---- advertisements (back-office.md §4, §5 "Advertisement publishing") ------------------
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
    ne: 'अक्षर, अङ्क र / - _ . मात्र प्रयोग गर्नुहोस् (जस्तै 16613/082-83)।',
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
} as const satisfies Record<string, LocalizedText>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** Both texts of a key; an unknown key (an older or newer server) falls back to a generic text. */
export function messageOf(key: string): LocalizedText {
  return isMessageKey(key) ? MESSAGES[key] : MESSAGES['validation.invalid'];
}
