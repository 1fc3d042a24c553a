// Privilege codes that gate the back office (spec: back-office.md §6). The API enforces them on
// every internal route; the web app mirrors them in its menu and route guards.
import type { LocalizedText } from '../i18n/messages';

export const PRIVILEGE_CODES = [
  'VDC',
  'VDH',
  'RQ',
  'PD',
  'MC',
  'ES',
  'RNG',
  'PA',
  'DAC',
  'ALC',
  'SA',
  'SR',
  'AR',
  'RBG',
  'SC',
  'PM',
  'LUP',
  'BU',
  'LUV',
  'UM',
  'PUM',
  'UP',
  'PU',
  'CPM',
] as const;

export type PrivilegeCode = (typeof PRIVILEGE_CODES)[number];

export const PRIVILEGE_DESCRIPTIONS: Record<PrivilegeCode, LocalizedText> = {
  VDC: { en: 'Distribution formula configuration', ne: 'पद वितरण सूत्र कन्फिगरेसन' },
  VDH: { en: 'Distribution history', ne: 'पद वितरणको इतिहास' },
  RQ: { en: 'Requisition', ne: 'माग फाराम' },
  PD: { en: 'Percentage distribution', ne: 'प्रतिशत वितरण' },
  MC: { en: 'Main configuration and exam set-up', ne: 'मुख्य कन्फिगरेसन र परीक्षा व्यवस्थापन' },
  ES: { en: 'Exam scheduling and centre allocation', ne: 'परीक्षा तालिका र केन्द्र निर्धारण' },
  RNG: { en: 'Roll numbers and live advertisements', ne: 'रोल नम्बर र चालु विज्ञापन' },
  PA: { en: 'Publish advertisement', ne: 'विज्ञापन प्रकाशन' },
  DAC: { en: 'Admit card download', ne: 'प्रवेशपत्र डाउनलोड' },
  ALC: { en: 'Age limit and combined posts', ne: 'उमेर हद र संयुक्त पद' },
  SA: { en: 'Scrutiny allocation', ne: 'रुजु कार्य बाँडफाँड' },
  SR: { en: 'Scrutiny report', ne: 'रुजु प्रतिवेदन' },
  AR: { en: 'Advertisement report', ne: 'विज्ञापन प्रतिवेदन' },
  RBG: { en: 'Report by gender configuration', ne: 'लिङ्ग अनुसार प्रतिवेदन कन्फिगरेसन' },
  SC: { en: 'Scrutiny', ne: 'आवेदन रुजु' },
  PM: { en: 'Profile management', ne: 'प्रोफाइल व्यवस्थापन' },
  LUP: { en: 'Lock or unlock profile', ne: 'प्रोफाइल लक/अनलक' },
  BU: { en: 'Ban user', ne: 'प्रयोगकर्तामाथि प्रतिबन्ध' },
  LUV: { en: 'Lock or unlock voucher', ne: 'भौचर लक/अनलक' },
  UM: { en: 'User, role and module management', ne: 'प्रयोगकर्ता, भूमिका र मोड्युल व्यवस्थापन' },
  PUM: { en: 'Internal password reset', ne: 'आन्तरिक प्रयोगकर्ताको पासवर्ड रिसेट' },
  UP: { en: 'Payment update', ne: 'भुक्तानी अद्यावधिक' },
  PU: { en: 'Payment update by provider', ne: 'भुक्तानी प्रदायक अनुसार भुक्तानी अद्यावधिक' },
  CPM: { en: 'Check payment', ne: 'भुक्तानी जाँच' },
};

export function isPrivilegeCode(value: string): value is PrivilegeCode {
  return (PRIVILEGE_CODES as readonly string[]).includes(value);
}
