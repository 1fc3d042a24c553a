// The shares the national season is drawn with: who applies (districts, castes, tongues, …), to
// what (posts, quotas) and how the forms stand. Master-data rows are named by their English
// name (or code) as the reference seed loads them; a row not named here gets the list's
// `otherwise` weight, so every seeded value appears somewhere in the reports.

/** A weighted list: `[name, weight]`, weights in any unit (they are normalised). */
export type Weights = readonly (readonly [string, number])[];

export interface NamedWeights {
  weights: Weights;
  /** Weight of a seeded row not named in `weights` (0: never drawn). */
  otherwise: number;
}

/**
 * Permanent address of the applicants: the populous Terai and valley districts draw most
 * (roughly the 2021 census's population, leaning to where colleges are).
 */
export const DISTRICT_WEIGHTS: NamedWeights = {
  weights: [
    ['Kathmandu', 9],
    ['Morang', 4.6],
    ['Jhapa', 4.4],
    ['Rupandehi', 4.2],
    ['Sunsari', 3.6],
    ['Kailali', 3.4],
    ['Chitwan', 3.2],
    ['Lalitpur', 2.9],
    ['Kaski', 2.9],
    ['Dang', 2.8],
    ['Dhanusha', 2.6],
    ['Saptari', 2.4],
    ['Siraha', 2.4],
    ['Sarlahi', 2.3],
    ['Banke', 2.3],
    ['Bara', 2.2],
    ['Rautahat', 2.1],
    ['Parsa', 2.0],
    ['Mahottari', 2.0],
    ['Kapilvastu', 1.9],
    ['Bhaktapur', 1.9],
    ['Kanchanpur', 1.7],
    ['Makwanpur', 1.5],
    ['Bardiya', 1.5],
    ['Nawalparasi West', 1.4],
    ['Nawalparasi East', 1.3],
    ['Kavrepalanchok', 1.3],
    ['Surkhet', 1.3],
    ['Udayapur', 1.0],
    ['Ilam', 1.0],
    ['Syangja', 1.0],
    ['Tanahun', 1.0],
    ['Palpa', 1.0],
    ['Dhading', 1.0],
    ['Gorkha', 0.9],
    ['Nuwakot', 0.9],
    ['Sindhuli', 0.9],
    ['Baglung', 0.9],
    ['Gulmi', 0.9],
    ['Manang', 0.05],
    ['Mustang', 0.08],
    ['Dolpa', 0.12],
    ['Humla', 0.12],
    ['Rasuwa', 0.15],
    ['Mugu', 0.15],
  ],
  otherwise: 0.6,
};

/** Districts whose people live in the mountains, the Inner Madhesh or the Terai (else hill). */
export const MOUNTAIN_DISTRICTS = [
  'Taplejung',
  'Sankhuwasabha',
  'Solukhumbu',
  'Dolakha',
  'Sindhupalchok',
  'Rasuwa',
  'Manang',
  'Mustang',
  'Dolpa',
  'Humla',
  'Jumla',
  'Kalikot',
  'Mugu',
  'Bajhang',
  'Bajura',
  'Darchula',
];
export const INNER_MADHESH_DISTRICTS = [
  'Chitwan',
  'Dang',
  'Udayapur',
  'Sindhuli',
  'Makwanpur',
  'Surkhet',
];
export const TERAI_DISTRICTS = [
  'Jhapa',
  'Morang',
  'Sunsari',
  'Saptari',
  'Siraha',
  'Dhanusha',
  'Mahottari',
  'Sarlahi',
  'Rautahat',
  'Bara',
  'Parsa',
  'Nawalparasi West',
  'Rupandehi',
  'Kapilvastu',
  'Banke',
  'Bardiya',
  'Kailali',
  'Kanchanpur',
];
/** Districts of the backward-area group (the remote hills of Karnali and the far west). */
export const BACKWARD_AREA_DISTRICTS = [
  'Achham',
  'Bajhang',
  'Bajura',
  'Baitadi',
  'Dadeldhura',
  'Darchula',
  'Doti',
  'Dolpa',
  'Humla',
  'Jumla',
  'Kalikot',
  'Mugu',
  'Jajarkot',
  'Rukum West',
];
/** Where students who live away from home keep their mailing address. */
export const VALLEY_DISTRICTS = ['Kathmandu', 'Lalitpur', 'Bhaktapur'];

/** Applicants by caste: the census shares, leaning to the groups that apply most. */
export const CASTE_WEIGHTS: NamedWeights = {
  weights: [
    ['Brahman (Hill)', 19],
    ['Chhetri', 18],
    ['Newar', 6],
    ['Magar', 5],
    ['Tharu', 5],
    ['Tamang', 3.5],
    ['Yadav', 4],
    ['Bishwokarma (Kami)', 3.5],
    ['Rai', 2.5],
    ['Gurung', 2],
    ['Thakuri', 2],
    ['Musalman', 2],
    ['Limbu', 1.5],
    ['Pariyar (Damai/Dholi)', 1.3],
    ['Mijar (Sarki)', 1],
    ['Teli', 1],
    ['Koiri/Kushwaha', 1],
    ['Sanyasi/Dasnami', 1],
    ['Brahman (Tarai)', 1],
    ['Kurmi', 0.7],
    ['Sherpa', 0.5],
    ['Other', 0.1],
  ],
  otherwise: 0.25,
};

/** The inclusive group a caste's members may declare (besides women, disability, area). */
export const JANAJATI_CASTES = [
  'Magar',
  'Tharu',
  'Tamang',
  'Newar',
  'Rai',
  'Gurung',
  'Limbu',
  'Sherpa',
  'Gharti/Bhujel',
  'Kumal',
  'Sunuwar',
  'Majhi',
  'Danuwar',
  'Chepang/Praja',
  'Santhal',
  'Jhangad/Dhangad',
  'Thami',
  'Dhimal',
  'Yakkha',
  'Thakali',
  'Chhantyal',
  'Tajpuriya',
  'Darai',
  'Bhote',
  'Bote',
  'Jirel',
  'Hyolmo',
  'Lepcha',
  'Meche',
  'Raji',
  'Raute',
  'Kusunda',
  'Rajbanshi',
];
export const DALIT_CASTES = [
  'Bishwokarma (Kami)',
  'Pariyar (Damai/Dholi)',
  'Mijar (Sarki)',
  'Chamar/Harijan/Ram',
  'Musahar',
  'Dusadh/Paswan/Pasi',
  'Tatma/Tatwa',
  'Khatwe',
  'Dhobi',
  'Bantar/Sardar',
  'Gandharva (Gaine)',
  'Badi',
];
export const MADHESI_CASTES = [
  'Yadav',
  'Teli',
  'Koiri/Kushwaha',
  'Kurmi',
  'Dhanuk',
  'Sonar',
  'Kewat',
  'Brahman (Tarai)',
  'Mallah',
  'Kalwar',
  'Hajam/Thakur',
  'Kanu',
  'Sudhi',
  'Lohar',
  'Nuniya',
  'Kumhar',
  'Haluwai',
  'Rajput',
  'Kayastha',
  'Badhae',
  'Marwadi',
  'Musalman',
];
export const KHAS_ARYA_CASTES = ['Chhetri', 'Brahman (Hill)', 'Thakuri', 'Sanyasi/Dasnami'];

export const RELIGION_WEIGHTS: NamedWeights = {
  weights: [
    ['Hindu', 81],
    ['Buddhist', 8],
    ['Islam', 3],
    ['Kirat', 3],
    ['Christian', 1.5],
    ['Prakriti', 0.3],
    ['Bon', 0.1],
    ['Jain', 0.05],
    ['Bahai', 0.02],
    ['Sikh', 0.05],
    ['Other', 0.1],
  ],
  otherwise: 0.05,
};

export const MOTHER_TONGUE_WEIGHTS: NamedWeights = {
  weights: [
    ['Nepali', 58],
    ['Maithili', 10],
    ['Bhojpuri', 5],
    ['Tharu', 4.5],
    ['Tamang', 3.5],
    ['Nepal Bhasa (Newari)', 3],
    ['Bajjika', 2.5],
    ['Magar (Dhut)', 2.5],
    ['Awadhi', 2],
    ['Doteli', 2],
    ['Urdu', 1],
    ['Limbu', 1],
    ['Gurung', 1],
    ['Other', 0.2],
  ],
  otherwise: 0.3,
};

/** The highest education of an applicant (names of the seeded levels). */
export const HIGHEST_EDUCATION_WEIGHTS: NamedWeights = {
  weights: [
    ['Intermediate (+2/PCL, grade 12)', 22],
    ['Diploma (CTEVT)', 5],
    ["Bachelor's degree", 50],
    ["Master's degree", 20],
    ['MPhil', 2],
    ['PhD', 1],
  ],
  otherwise: 0,
};

export const FACULTY_WEIGHTS: NamedWeights = {
  weights: [
    ['Management', 30],
    ['Humanities and social sciences', 24],
    ['Education', 14],
    ['Science and technology', 11],
    ['Engineering', 8],
    ['Law', 3],
    ['Medicine and health sciences', 3],
    ['Agriculture', 2],
    ['Forestry', 1.5],
    ['Sanskrit', 1],
  ],
  otherwise: 0.5,
};

/** Advertisements by post (the seeded ones): Nayab Subba is advertised most, engineers least. */
export const POST_WEIGHTS: NamedWeights = {
  weights: [
    ['Nayab Subba', 45],
    ['Section Officer', 35],
    ['Engineer', 20],
  ],
  otherwise: 10,
};
/** How strongly a post draws applicants, per advertisement. */
export const POST_POPULARITY: NamedWeights = {
  weights: [
    ['Nayab Subba', 1.6],
    ['Section Officer', 1],
    ['Engineer', 0.35],
  ],
  otherwise: 0.8,
};

/** Advertisements by quota (code): open competition about 55 %, the rest the inclusive groups. */
export const QUOTA_WEIGHTS: NamedWeights = {
  weights: [
    ['OPEN', 55],
    ['WOMEN', 13],
    ['ADIBASI_JANAJATI', 11],
    ['MADHESI', 9],
    ['DALIT', 5],
    ['PERSONS_WITH_DISABILITY', 4],
    ['BACKWARD_AREA', 3],
  ],
  otherwise: 1,
};

/** Fixed-choice columns: `[value, weight]`. */
export const GENDER_WEIGHTS: Weights = [
  ['male', 60],
  ['female', 39],
  ['other', 1],
];
export const MARITAL_WEIGHTS: Weights = [
  ['unmarried', 62],
  ['married', 35],
  ['single', 1.5],
  ['divorced', 1],
  ['widowed', 0.5],
];
export const EMPLOYMENT_WEIGHTS: Weights = [
  ['unemployment', 55],
  ['non_government_service', 18],
  ['self_employed', 12],
  ['government_service', 10],
  ['other', 5],
];
export const FATHER_EDUCATION_WEIGHTS: Weights = [
  ['uneducated', 15],
  ['educated', 35],
  ['slc', 30],
  ['higher', 20],
];
export const MOTHER_EDUCATION_WEIGHTS: Weights = [
  ['uneducated', 35],
  ['educated', 35],
  ['slc', 20],
  ['higher', 10],
];
export const FATHER_OCCUPATION_WEIGHTS: Weights = [
  ['agriculture', 45],
  ['business', 12],
  ['government', 8],
  ['labor', 8],
  ['private', 7],
  ['service_holder', 6],
  ['teaching_public', 5],
  ['teaching_private', 3],
  ['home_maker', 1],
  ['other', 5],
];
export const MOTHER_OCCUPATION_WEIGHTS: Weights = [
  ['home_maker', 45],
  ['agriculture', 35],
  ['business', 6],
  ['labor', 3],
  ['teaching_public', 2],
  ['teaching_private', 1],
  ['government', 2],
  ['private', 2],
  ['service_holder', 2],
  ['other', 2],
];

/** Candidates by how many advertisements they apply to (1–6), before scaling to the total. */
export const APPLICATIONS_PER_CANDIDATE: readonly number[] = [50, 24, 12, 7, 4, 3];

/** Of the applications: paid (the forms scrutiny reads); the rest are left unpaid. */
export const PAID_SHARE = 0.88;
/** Of the paid forms, by scrutiny status (cumulative order: approved, rejected, hold, pending). */
export const SCRUTINY_SHARES = { approved: 0.7, rejected: 0.1, hold: 0.05, pending: 0.15 };
/** Online providers of the payments (PAYMENT_PROVIDERS ids): eSewa, connectIPS, Khalti, Fonepay. */
export const PROVIDER_WEIGHTS: readonly (readonly [number, number])[] = [
  [3, 45],
  [1, 25],
  [4, 22],
  [5, 8],
];

export const MALE_FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['Ram', 'राम'],
  ['Hari', 'हरि'],
  ['Krishna', 'कृष्ण'],
  ['Bishnu', 'विष्णु'],
  ['Suman', 'सुमन'],
  ['Prakash', 'प्रकाश'],
  ['Dipak', 'दिपक'],
  ['Rajesh', 'राजेश'],
  ['Sanjay', 'सञ्जय'],
  ['Bikash', 'विकास'],
  ['Nabin', 'नवीन'],
  ['Sagar', 'सागर'],
  ['Roshan', 'रोशन'],
  ['Anil', 'अनिल'],
  ['Santosh', 'सन्तोष'],
  ['Kiran', 'किरण'],
  ['Binod', 'विनोद'],
  ['Umesh', 'उमेश'],
  ['Manoj', 'मनोज'],
  ['Arjun', 'अर्जुन'],
];
export const FEMALE_FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['Sita', 'सीता'],
  ['Gita', 'गीता'],
  ['Anita', 'अनिता'],
  ['Sunita', 'सुनिता'],
  ['Laxmi', 'लक्ष्मी'],
  ['Kamala', 'कमला'],
  ['Bina', 'बिना'],
  ['Sarita', 'सरिता'],
  ['Pooja', 'पूजा'],
  ['Sabina', 'सबिना'],
  ['Nisha', 'निशा'],
  ['Asmita', 'अस्मिता'],
  ['Srijana', 'सृजना'],
  ['Rekha', 'रेखा'],
  ['Manisha', 'मनिषा'],
  ['Radha', 'राधा'],
  ['Puja', 'पुजा'],
  ['Sushma', 'सुष्मा'],
  ['Ranjana', 'रञ्जना'],
  ['Kabita', 'कविता'],
];
export const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['Sharma', 'शर्मा'],
  ['Adhikari', 'अधिकारी'],
  ['Thapa', 'थापा'],
  ['Karki', 'कार्की'],
  ['Khadka', 'खड्का'],
  ['Shrestha', 'श्रेष्ठ'],
  ['Magar', 'मगर'],
  ['Chaudhary', 'चौधरी'],
  ['Tamang', 'तामाङ'],
  ['Yadav', 'यादव'],
  ['Rai', 'राई'],
  ['Gurung', 'गुरुङ'],
  ['Bishwokarma', 'विश्वकर्मा'],
  ['Poudel', 'पौडेल'],
  ['Bhandari', 'भण्डारी'],
  ['Acharya', 'आचार्य'],
  ['Limbu', 'लिम्बु'],
  ['Shah', 'साह'],
  ['Pariyar', 'परियार'],
  ['Bhattarai', 'भट्टराई'],
];
export const TOLES = [
  'Baneshwor',
  'Koteshwor',
  'Chabahil',
  'Kalanki',
  'Bagbazar',
  'Main Road',
  'Bhanu Chowk',
  'Campus Road',
  'Buddha Marga',
  'Hospital Road',
  'Station Road',
  'Milan Chowk',
];
export const MAJOR_SUBJECTS = [
  'Economics',
  'Accountancy',
  'Sociology',
  'English',
  'Nepali',
  'Mathematics',
  'Physics',
  'Civil Engineering',
  'Public Administration',
  'Political Science',
  'Rural Development',
  'Finance',
];
