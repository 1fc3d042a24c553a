// Nepal's 7 provinces and 77 districts (Constitution of Nepal 2072, Schedule 4, with the province
// names each provincial assembly later adopted). Written by the project, not copied from the
// reference data in ../shared/data/nepal-admin/; only its id numbering is reused so that an
// import of the official list lines up with these rows. Nepali text is Unicode NFC.

export interface ProvinceSeed {
  id: number;
  nameEn: string;
  nameNe: string;
}

export interface DistrictSeed {
  id: number;
  provinceId: number;
  nameEn: string;
  nameNe: string;
}

export const PROVINCES: readonly ProvinceSeed[] = [
  { id: 1, nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' },
  { id: 2, nameEn: 'Madhesh Province', nameNe: 'मधेश प्रदेश' },
  { id: 3, nameEn: 'Bagmati Province', nameNe: 'बागमती प्रदेश' },
  { id: 4, nameEn: 'Gandaki Province', nameNe: 'गण्डकी प्रदेश' },
  { id: 5, nameEn: 'Lumbini Province', nameNe: 'लुम्बिनी प्रदेश' },
  { id: 6, nameEn: 'Karnali Province', nameNe: 'कर्णाली प्रदेश' },
  { id: 7, nameEn: 'Sudurpashchim Province', nameNe: 'सुदूरपश्चिम प्रदेश' },
];

// [id, provinceId, nameEn, nameNe]; a table keeps the 77 rows readable at a glance.
const DISTRICT_ROWS: readonly (readonly [number, number, string, string])[] = [
  [1, 1, 'Bhojpur', 'भोजपुर'],
  [2, 1, 'Dhankuta', 'धनकुटा'],
  [3, 1, 'Ilam', 'इलाम'],
  [4, 1, 'Jhapa', 'झापा'],
  [5, 1, 'Khotang', 'खोटाङ'],
  [6, 1, 'Morang', 'मोरङ'],
  [7, 1, 'Okhaldhunga', 'ओखलढुङ्गा'],
  [8, 1, 'Panchthar', 'पाँचथर'],
  [9, 1, 'Sankhuwasabha', 'संखुवासभा'],
  [10, 1, 'Solukhumbu', 'सोलुखुम्बु'],
  [11, 1, 'Sunsari', 'सुनसरी'],
  [12, 1, 'Taplejung', 'ताप्लेजुङ'],
  [13, 1, 'Tehrathum', 'तेह्रथुम'],
  [14, 1, 'Udayapur', 'उदयपुर'],
  [15, 2, 'Parsa', 'पर्सा'],
  [16, 2, 'Bara', 'बारा'],
  [17, 2, 'Rautahat', 'रौतहट'],
  [18, 2, 'Sarlahi', 'सर्लाही'],
  [19, 2, 'Siraha', 'सिराहा'],
  [20, 2, 'Dhanusha', 'धनुषा'],
  [21, 2, 'Saptari', 'सप्तरी'],
  [22, 2, 'Mahottari', 'महोत्तरी'],
  [23, 3, 'Bhaktapur', 'भक्तपुर'],
  [24, 3, 'Chitwan', 'चितवन'],
  [25, 3, 'Dhading', 'धादिङ'],
  [26, 3, 'Dolakha', 'दोलखा'],
  [27, 3, 'Kathmandu', 'काठमाडौं'],
  [28, 3, 'Kavrepalanchok', 'काभ्रेपलाञ्चोक'],
  [29, 3, 'Lalitpur', 'ललितपुर'],
  [30, 3, 'Makwanpur', 'मकवानपुर'],
  [31, 3, 'Nuwakot', 'नुवाकोट'],
  [32, 3, 'Ramechhap', 'रामेछाप'],
  [33, 3, 'Rasuwa', 'रसुवा'],
  [34, 3, 'Sindhuli', 'सिन्धुली'],
  [35, 3, 'Sindhupalchok', 'सिन्धुपाल्चोक'],
  [36, 4, 'Baglung', 'बागलुङ'],
  [37, 4, 'Gorkha', 'गोरखा'],
  [38, 4, 'Kaski', 'कास्की'],
  [39, 4, 'Lamjung', 'लमजुङ'],
  [40, 4, 'Manang', 'मनाङ'],
  [41, 4, 'Mustang', 'मुस्ताङ'],
  [42, 4, 'Myagdi', 'म्याग्दी'],
  [43, 4, 'Nawalparasi East', 'नवलपरासी (बर्दघाट सुस्ता पूर्व)'],
  [44, 4, 'Parbat', 'पर्वत'],
  [45, 4, 'Syangja', 'स्याङ्जा'],
  [46, 4, 'Tanahun', 'तनहुँ'],
  [47, 5, 'Kapilvastu', 'कपिलवस्तु'],
  [48, 5, 'Nawalparasi West', 'नवलपरासी (बर्दघाट सुस्ता पश्चिम)'],
  [49, 5, 'Rupandehi', 'रुपन्देही'],
  [50, 5, 'Arghakhanchi', 'अर्घाखाँची'],
  [51, 5, 'Gulmi', 'गुल्मी'],
  [52, 5, 'Palpa', 'पाल्पा'],
  [53, 5, 'Dang', 'दाङ'],
  [54, 5, 'Pyuthan', 'प्युठान'],
  [55, 5, 'Rolpa', 'रोल्पा'],
  [56, 5, 'Rukum East', 'रुकुम (पूर्वी भाग)'],
  [57, 5, 'Banke', 'बाँके'],
  [58, 5, 'Bardiya', 'बर्दिया'],
  [59, 6, 'Rukum West', 'रुकुम (पश्चिम भाग)'],
  [60, 6, 'Salyan', 'सल्यान'],
  [61, 6, 'Dolpa', 'डोल्पा'],
  [62, 6, 'Humla', 'हुम्ला'],
  [63, 6, 'Jumla', 'जुम्ला'],
  [64, 6, 'Kalikot', 'कालिकोट'],
  [65, 6, 'Mugu', 'मुगु'],
  [66, 6, 'Surkhet', 'सुर्खेत'],
  [67, 6, 'Dailekh', 'दैलेख'],
  [68, 6, 'Jajarkot', 'जाजरकोट'],
  [69, 7, 'Darchula', 'दार्चुला'],
  [70, 7, 'Bajhang', 'बझाङ'],
  [71, 7, 'Bajura', 'बाजुरा'],
  [72, 7, 'Baitadi', 'बैतडी'],
  [73, 7, 'Doti', 'डोटी'],
  [74, 7, 'Achham', 'अछाम'],
  [75, 7, 'Dadeldhura', 'डडेलधुरा'],
  [76, 7, 'Kanchanpur', 'कञ्चनपुर'],
  [77, 7, 'Kailali', 'कैलाली'],
];

export const DISTRICTS: readonly DistrictSeed[] = DISTRICT_ROWS.map(
  ([id, provinceId, nameEn, nameNe]) => ({ id, provinceId, nameEn, nameNe }),
);
