// Mother tongues of Nepal's national census, the most spoken first (roughly in the order of the
// 2078 B.S. / 2021 census, which counts 124 languages). Nepali Sign Language is listed because
// deaf candidates may name it. "Other" is followed by a free-text field (motherTongueOther).
import type { ReferenceEntry } from './reference-entry';

export const MOTHER_TONGUES = [
  { code: 'NEPALI', nameEn: 'Nepali', nameNe: 'नेपाली' },
  { code: 'MAITHILI', nameEn: 'Maithili', nameNe: 'मैथिली' },
  { code: 'BHOJPURI', nameEn: 'Bhojpuri', nameNe: 'भोजपुरी' },
  { code: 'THARU', nameEn: 'Tharu', nameNe: 'थारू' },
  { code: 'TAMANG', nameEn: 'Tamang', nameNe: 'तामाङ' },
  { code: 'BAJJIKA', nameEn: 'Bajjika', nameNe: 'बज्जिका' },
  { code: 'AWADHI', nameEn: 'Awadhi', nameNe: 'अवधी' },
  { code: 'NEPAL_BHASA', nameEn: 'Nepal Bhasa (Newari)', nameNe: 'नेपाल भाषा (नेवारी)' },
  { code: 'MAGAR_DHUT', nameEn: 'Magar (Dhut)', nameNe: 'मगर (ढुट)' },
  { code: 'DOTELI', nameEn: 'Doteli', nameNe: 'डोटेली' },
  { code: 'URDU', nameEn: 'Urdu', nameNe: 'उर्दू' },
  { code: 'LIMBU', nameEn: 'Limbu', nameNe: 'लिम्बू' },
  { code: 'GURUNG', nameEn: 'Gurung', nameNe: 'गुरुङ' },
  { code: 'BAITADELI', nameEn: 'Baitadeli', nameNe: 'बैतडेली' },
  { code: 'BANTAWA', nameEn: 'Bantawa', nameNe: 'बान्तवा' },
  { code: 'ACHHAMI', nameEn: 'Achhami', nameNe: 'अछामी' },
  { code: 'SHERPA', nameEn: 'Sherpa', nameNe: 'शेर्पा' },
  { code: 'HINDI', nameEn: 'Hindi', nameNe: 'हिन्दी' },
  { code: 'CHAMLING', nameEn: 'Chamling', nameNe: 'चाम्लिङ' },
  { code: 'BAJHANGI', nameEn: 'Bajhangi', nameNe: 'बझाङी' },
  { code: 'RAJBANSHI', nameEn: 'Rajbanshi', nameNe: 'राजवंशी' },
  { code: 'MAGAR_KHAM', nameEn: 'Magar (Kham)', nameNe: 'मगर (खाम)' },
  { code: 'SUNUWAR', nameEn: 'Sunuwar', nameNe: 'सुनुवार' },
  { code: 'DADELDHURI', nameEn: 'Dadeldhuri', nameNe: 'डडेल्धुरी' },
  { code: 'SANTHALI', nameEn: 'Santhali', nameNe: 'सन्थाली' },
  { code: 'KULUNG', nameEn: 'Kulung', nameNe: 'कुलुङ' },
  { code: 'CHEPANG', nameEn: 'Chepang', nameNe: 'चेपाङ' },
  { code: 'DANUWAR', nameEn: 'Danuwar', nameNe: 'दनुवार' },
  { code: 'BANGLA', nameEn: 'Bangla', nameNe: 'बङ्गला' },
  { code: 'KHALING', nameEn: 'Khaling', nameNe: 'खालिङ' },
  { code: 'THULUNG', nameEn: 'Thulung', nameNe: 'थुलुङ' },
  { code: 'YAKKHA', nameEn: 'Yakkha', nameNe: 'याक्खा' },
  { code: 'DHIMAL', nameEn: 'Dhimal', nameNe: 'धिमाल' },
  { code: 'THAKALI', nameEn: 'Thakali', nameNe: 'थकाली' },
  { code: 'GHALE', nameEn: 'Ghale', nameNe: 'घले' },
  { code: 'NEPALI_SIGN_LANGUAGE', nameEn: 'Nepali Sign Language', nameNe: 'नेपाली सांकेतिक भाषा' },
  { code: 'OTHER', nameEn: 'Other', nameNe: 'अन्य' },
] as const satisfies readonly ReferenceEntry[];

export type MotherTongueCode = (typeof MOTHER_TONGUES)[number]['code'];
