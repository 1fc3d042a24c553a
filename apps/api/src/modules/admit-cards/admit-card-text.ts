// Every word printed on the admit card, in both languages (Nepali first, as the portal shows
// it). The instructions are the commission's standing rules for an examination hall.

export interface BilingualText {
  ne: string;
  en: string;
}

export const ADMIT_CARD_LABELS = {
  commission: { ne: 'लोक सेवा आयोग', en: 'Public Service Commission' },
  title: { ne: 'प्रवेश पत्र', en: 'Admit Card' },
  rollNumber: { ne: 'रोल नम्बर', en: 'Roll number' },
  candidateName: { ne: 'उम्मेदवारको नाम', en: "Candidate's name" },
  masterId: { ne: 'मास्टर आईडी', en: 'Master ID' },
  advertisementNumber: { ne: 'विज्ञापन नम्बर', en: 'Advertisement no.' },
  advertisementCode: { ne: 'विज्ञापन कोड', en: 'Advertisement code' },
  post: { ne: 'पद', en: 'Post' },
  subject: { ne: 'विषय', en: 'Subject' },
  examCentre: { ne: 'परीक्षा केन्द्र', en: 'Exam centre' },
  examDateTime: { ne: 'परीक्षा मिति र समय', en: 'Exam date and time' },
  toBeAnnounced: { ne: 'पछि सूचित गरिनेछ', en: 'To be announced' },
  photo: { ne: 'फोटो', en: 'Photo' },
  candidateSignature: { ne: 'उम्मेदवारको दस्तखत', en: "Candidate's signature" },
  scanToVerify: { ne: 'प्रमाणीकरणका लागि स्क्यान गर्नुहोस्', en: 'Scan to verify' },
  instructions: { ne: 'उम्मेदवारले पालना गर्नुपर्ने निर्देशनहरू', en: 'Instructions to the candidate' },
  issuedOn: { ne: 'जारी मिति', en: 'Issued on' },
  authorisedSignature: { ne: 'अधिकृतको दस्तखत', en: 'Authorised signature' },
} as const satisfies Record<string, BilingualText>;

export const DEFAULT_ADMIT_CARD_INSTRUCTIONS: readonly BilingualText[] = [
  {
    ne: 'परीक्षा सुरु हुनुभन्दा ३० मिनेट अगाडि परीक्षा केन्द्रमा उपस्थित हुनुपर्नेछ।',
    en: 'Be present at the exam centre 30 minutes before the exam starts.',
  },
  {
    ne: 'यो प्रवेश पत्र र नागरिकताको प्रमाणपत्र साथमा ल्याउनुपर्नेछ।',
    en: 'Bring this admit card and your citizenship certificate.',
  },
  {
    ne: 'परीक्षा भवनभित्र मोबाइल फोन तथा इलेक्ट्रोनिक उपकरण लैजान पाइने छैन।',
    en: 'Mobile phones and electronic devices are not allowed in the exam hall.',
  },
  {
    ne: 'प्रवेश पत्रमा उल्लिखित विवरणमा त्रुटि भए परीक्षाअघि नै आयोगमा सम्पर्क गर्नुहोस्।',
    en: 'If any detail on this card is wrong, contact the commission before the exam.',
  },
];
