// The commercial ("class A") banks licensed by Nepal Rastra Bank, after the mergers up to 2024,
// where candidates deposit the fee and take a voucher. Staff keep the list in master data
// (banks merge and rename); the code is the bank's usual short name on NEPSE.
import type { ReferenceEntry } from './reference-entry';

export const BANKS = [
  { code: 'NBL', nameEn: 'Nepal Bank Limited', nameNe: 'नेपाल बैंक लिमिटेड' },
  { code: 'RBB', nameEn: 'Rastriya Banijya Bank', nameNe: 'राष्ट्रिय वाणिज्य बैंक' },
  { code: 'ADBL', nameEn: 'Agricultural Development Bank', nameNe: 'कृषि विकास बैंक' },
  { code: 'NABIL', nameEn: 'Nabil Bank', nameNe: 'नबिल बैंक' },
  { code: 'NIMB', nameEn: 'Nepal Investment Mega Bank', nameNe: 'नेपाल इन्भेष्टमेन्ट मेगा बैंक' },
  { code: 'SCB', nameEn: 'Standard Chartered Bank Nepal', nameNe: 'स्ट्यान्डर्ड चार्टर्ड बैंक नेपाल' },
  { code: 'HBL', nameEn: 'Himalayan Bank', nameNe: 'हिमालयन बैंक' },
  { code: 'SBI', nameEn: 'Nepal SBI Bank', nameNe: 'नेपाल एसबीआई बैंक' },
  { code: 'EBL', nameEn: 'Everest Bank', nameNe: 'एभरेष्ट बैंक' },
  { code: 'NMB', nameEn: 'NMB Bank', nameNe: 'एनएमबि बैंक' },
  { code: 'PRVU', nameEn: 'Prabhu Bank', nameNe: 'प्रभु बैंक' },
  { code: 'GBIME', nameEn: 'Global IME Bank', nameNe: 'ग्लोबल आइएमई बैंक' },
  { code: 'KBL', nameEn: 'Kumari Bank', nameNe: 'कुमारी बैंक' },
  { code: 'LSL', nameEn: 'Laxmi Sunrise Bank', nameNe: 'लक्ष्मी सनराइज बैंक' },
  { code: 'CZBIL', nameEn: 'Citizens Bank International', nameNe: 'सिटिजन्स बैंक इन्टरनेशनल' },
  { code: 'PCBL', nameEn: 'Prime Commercial Bank', nameNe: 'प्राइम कमर्सियल बैंक' },
  { code: 'SANIMA', nameEn: 'Sanima Bank', nameNe: 'सानिमा बैंक' },
  { code: 'MBL', nameEn: 'Machhapuchchhre Bank', nameNe: 'माछापुच्छ्रे बैंक' },
  { code: 'NICA', nameEn: 'NIC Asia Bank', nameNe: 'एनआईसी एशिया बैंक' },
  { code: 'SBL', nameEn: 'Siddhartha Bank', nameNe: 'सिद्धार्थ बैंक' },
] as const satisfies readonly ReferenceEntry[];
