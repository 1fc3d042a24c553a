// Messages the client shows (spec: error catalogue and shared widgets).
import type { MessageCatalogue } from './localized-text';

export const CLIENT_MESSAGES = {
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
} as const satisfies MessageCatalogue<'client'>;
