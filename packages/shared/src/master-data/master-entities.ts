// Every master-data entity of back-office.md §2/§3, defined once: its fields (which give the
// request schema, the admin form and the table), its names for people, and how it nests. The
// API binds each to its table; the admin screens are generated from these definitions.
import type { LocalizedText } from '../i18n/messages';
import type { PrivilegeCode } from '../access/privileges';
import type { MasterField } from './master-fields';
import {
  QUALIFICATION_CATEGORIES,
  QUALIFICATION_CATEGORY_LABELS,
} from '../eligibility/qualification-categories';

export interface MasterEntityDefinition {
  /** URL segment and key: `/api/internal/master-data/<key>`, `/admin/master-data/<key>`. */
  readonly key: string;
  /** One record, as used in 'Are you sure you want to delete this {item} detail?'. */
  readonly item: LocalizedText;
  /** The list's title. */
  readonly title: LocalizedText;
  readonly fields: readonly MasterField[];
  /** The reference field that nests this list under another (district → province). */
  readonly parentField?: string;
  /** Readable without signing in (registration and profile forms need it). */
  readonly public: boolean;
  /** Which group of the master-data index page it is shown in. */
  readonly group: MasterEntityGroup;
  /**
   * Kept by another privilege than MC, on its own screen (`screen`) instead of under master
   * data: the API gates its routes by this code.
   */
  readonly privilege?: PrivilegeCode;
  readonly screen?: string;
}

export type MasterEntityGroup = 'places' | 'people' | 'education' | 'posts' | 'offices' | 'exams';

export const MASTER_ENTITY_GROUPS: Record<MasterEntityGroup, LocalizedText> = {
  places: { en: 'Places', ne: 'स्थान' },
  people: { en: 'Personal details', ne: 'व्यक्तिगत विवरण' },
  education: { en: 'Education', ne: 'शिक्षा' },
  posts: { en: 'Services and posts', ne: 'सेवा र पद' },
  offices: { en: 'Offices and fees', ne: 'कार्यालय र शुल्क' },
  exams: { en: 'Examinations', ne: 'परीक्षा' },
};

const nameEn: MasterField = {
  name: 'nameEn',
  kind: 'nameEn',
  label: { en: 'Name (English)', ne: 'नाम (अङ्ग्रेजी)' },
};
const nameNe: MasterField = {
  name: 'nameNe',
  kind: 'nameNe',
  label: { en: 'Name (Nepali)', ne: 'नाम (नेपाली)' },
};
const NAMES = [nameEn, nameNe] as const;

const ref = (
  name: string,
  reference: string,
  label: LocalizedText,
  required = true,
): MasterField => ({
  name,
  kind: 'reference',
  reference,
  label,
  required,
});

const PROVINCE = ref('provinceId', 'provinces', { en: 'Province', ne: 'प्रदेश' });
const DISTRICT = ref('districtId', 'districts', { en: 'District', ne: 'जिल्ला' });

/** A list that is only a pair of names. */
function namedList(
  key: string,
  group: MasterEntityGroup,
  item: LocalizedText,
  title: LocalizedText,
): MasterEntityDefinition {
  return { key, group, item, title, fields: NAMES, public: true };
}

export const MASTER_ENTITIES = [
  // Places
  {
    key: 'provinces',
    group: 'places',
    item: { en: 'province', ne: 'प्रदेश' },
    title: { en: 'Provinces', ne: 'प्रदेशहरू' },
    fields: NAMES,
    public: true,
  },
  {
    key: 'districts',
    group: 'places',
    item: { en: 'district', ne: 'जिल्ला' },
    title: { en: 'Districts', ne: 'जिल्लाहरू' },
    fields: [PROVINCE, ...NAMES],
    parentField: 'provinceId',
    public: true,
  },
  {
    key: 'local-body-types',
    group: 'places',
    item: { en: 'local body type', ne: 'स्थानीय तहको प्रकार' },
    title: { en: 'Local body types', ne: 'स्थानीय तहका प्रकारहरू' },
    fields: [{ name: 'code', kind: 'code', label: { en: 'Code', ne: 'कोड' } }, ...NAMES],
    public: true,
  },
  {
    key: 'local-bodies',
    group: 'places',
    item: { en: 'local body', ne: 'स्थानीय तह' },
    title: { en: 'Local bodies', ne: 'स्थानीय तहहरू' },
    fields: [
      DISTRICT,
      ref('localBodyTypeId', 'local-body-types', { en: 'Type', ne: 'प्रकार' }),
      ...NAMES,
      {
        name: 'wardCount',
        kind: 'count',
        min: 1,
        max: 99,
        label: { en: 'Number of wards', ne: 'वडा सङ्ख्या' },
      },
    ],
    parentField: 'districtId',
    public: true,
  },
  namedList('countries', 'places', { en: 'country', ne: 'देश' }, { en: 'Countries', ne: 'देशहरू' }),

  // Personal details
  namedList('religions', 'people', { en: 'religion', ne: 'धर्म' }, { en: 'Religions', ne: 'धर्महरू' }),
  namedList('castes', 'people', { en: 'caste', ne: 'जात' }, { en: 'Castes', ne: 'जातहरू' }),
  namedList(
    'ethnic-groups',
    'people',
    { en: 'ethnic group', ne: 'जातीय समूह' },
    { en: 'Ethnic groups', ne: 'जातीय समूहहरू' },
  ),
  {
    key: 'inclusive-groups',
    group: 'people',
    item: { en: 'inclusive group', ne: 'समावेशी समूह' },
    title: { en: 'Inclusive groups (samuha-barga)', ne: 'समावेशी समूह (समूह-बर्ग)' },
    fields: [{ name: 'code', kind: 'code', label: { en: 'Code', ne: 'कोड' } }, ...NAMES],
    public: true,
  },
  namedList(
    'mother-tongues',
    'people',
    { en: 'language', ne: 'भाषा' },
    { en: 'Mother tongues and languages', ne: 'मातृभाषा र भाषाहरू' },
  ),
  namedList(
    'disability-types',
    'people',
    { en: 'disability type', ne: 'अपाङ्गताको प्रकार' },
    { en: 'Disability types', ne: 'अपाङ्गताका प्रकारहरू' },
  ),
  {
    key: 'disability-classes',
    group: 'people',
    item: { en: 'disability class', ne: 'अपाङ्गताको वर्ग' },
    title: { en: 'Disability classes', ne: 'अपाङ्गताका वर्गहरू' },
    fields: [{ name: 'code', kind: 'code', label: { en: 'Code', ne: 'कोड' } }, ...NAMES],
    public: true,
  },

  // Education
  namedList(
    'education-boards',
    'education',
    { en: 'education board', ne: 'शिक्षा बोर्ड' },
    { en: 'Education boards', ne: 'शिक्षा बोर्डहरू' },
  ),
  namedList(
    'faculties',
    'education',
    { en: 'faculty', ne: 'सङ्काय' },
    { en: 'Faculties', ne: 'सङ्कायहरू' },
  ),
  {
    key: 'education-levels',
    group: 'education',
    item: { en: 'level', ne: 'तह' },
    title: { en: 'Education levels', ne: 'शैक्षिक तहहरू' },
    fields: [
      ...NAMES,
      {
        // "Bachelor or above": a qualification names its lowest level, and higher ranks meet it.
        name: 'rank',
        kind: 'count',
        max: 99,
        label: {
          en: 'Rank (higher is more advanced; equivalent levels share one)',
          ne: 'क्रम (माथिल्लो तहको ठूलो; समकक्ष तहको एउटै)',
        },
      },
    ],
    public: true,
  },
  namedList(
    'professional-councils',
    'education',
    { en: 'professional council', ne: 'व्यावसायिक परिषद्' },
    { en: 'Professional councils', ne: 'व्यावसायिक परिषद्हरू' },
  ),
  namedList(
    'subjects',
    'education',
    { en: 'subject', ne: 'विषय' },
    { en: 'Subjects', ne: 'विषयहरू' },
  ),

  // Services and posts
  namedList('services', 'posts', { en: 'service', ne: 'सेवा' }, { en: 'Services', ne: 'सेवाहरू' }),
  {
    key: 'groups',
    group: 'posts',
    item: { en: 'group', ne: 'समूह' },
    title: { en: 'Groups', ne: 'समूहहरू' },
    fields: [ref('serviceId', 'services', { en: 'Service', ne: 'सेवा' }), ...NAMES],
    parentField: 'serviceId',
    public: true,
  },
  {
    key: 'sub-groups',
    group: 'posts',
    item: { en: 'sub group', ne: 'उपसमूह' },
    title: { en: 'Sub groups', ne: 'उपसमूहहरू' },
    fields: [ref('groupId', 'groups', { en: 'Group', ne: 'समूह' }), ...NAMES],
    parentField: 'groupId',
    public: true,
  },
  {
    key: 'classes',
    group: 'posts',
    item: { en: 'class', ne: 'श्रेणी/तह' },
    title: { en: 'Classes', ne: 'श्रेणी/तहहरू' },
    fields: [
      ...NAMES,
      { name: 'type', kind: 'text', label: { en: 'Type', ne: 'प्रकार' } },
      { name: 'code', kind: 'code', label: { en: 'Class code', ne: 'श्रेणी कोड' } },
      { name: 'gazetted', kind: 'flag', label: { en: 'Gazetted', ne: 'राजपत्राङ्कित' } },
    ],
    public: true,
  },
  namedList(
    'post-types',
    'posts',
    { en: 'post type', ne: 'पदको प्रकार' },
    { en: 'Post types', ne: 'पदका प्रकारहरू' },
  ),
  {
    key: 'posts',
    group: 'posts',
    item: { en: 'post', ne: 'पद' },
    title: { en: 'Posts', ne: 'पदहरू' },
    fields: [
      ref('serviceId', 'services', { en: 'Service', ne: 'सेवा' }),
      ref('groupId', 'groups', { en: 'Group', ne: 'समूह' }, false),
      ref('subGroupId', 'sub-groups', { en: 'Sub group', ne: 'उपसमूह' }, false),
      ref('classId', 'classes', { en: 'Class', ne: 'श्रेणी/तह' }),
      ref('postTypeId', 'post-types', { en: 'Post type', ne: 'पदको प्रकार' }, false),
      ...NAMES,
    ],
    parentField: 'serviceId',
    public: true,
  },
  {
    // back-office.md §3 "Academic qualification": what a post asks of a candidate's education,
    // for open competition, internal competition or both (docs/decisions.md).
    key: 'academic-qualifications',
    group: 'posts',
    item: { en: 'academic qualification', ne: 'शैक्षिक योग्यता' },
    title: { en: 'Academic qualifications', ne: 'शैक्षिक योग्यताहरू' },
    fields: [
      ref('postId', 'posts', { en: 'Post', ne: 'पद' }),
      {
        name: 'category',
        kind: 'choice',
        label: { en: 'Category', ne: 'वर्ग' },
        options: QUALIFICATION_CATEGORIES.map((value) => ({
          value,
          label: QUALIFICATION_CATEGORY_LABELS[value],
        })),
      },
      ref('minimumLevelId', 'education-levels', {
        en: 'Minimum level (or above)',
        ne: 'न्यूनतम तह (वा सोभन्दा माथि)',
      }),
      ref(
        'facultyId',
        'faculties',
        { en: 'Faculty (empty: any)', ne: 'सङ्काय (खाली: जुनसुकै)' },
        false,
      ),
    ],
    parentField: 'postId',
    public: true,
  },
  {
    // The faculties and subjects a candidate chooses between when applying for a post
    // (back-office.md "selective-subject"); a post without any asks for neither.
    key: 'post-subjects',
    group: 'posts',
    item: { en: 'subject of a post', ne: 'पदको विषय' },
    title: { en: 'Subjects of posts', ne: 'पदका विषयहरू' },
    fields: [
      ref('postId', 'posts', { en: 'Post', ne: 'पद' }),
      ref('facultyId', 'faculties', { en: 'Faculty', ne: 'सङ्काय' }),
      ref('subjectId', 'subjects', { en: 'Subject', ne: 'विषय' }),
    ],
    parentField: 'postId',
    public: true,
  },
  {
    // back-office.md combinePost (ALC). Posts sat in one written examination: rows with the same
    // combination code form one combination (docs/decisions.md 78).
    key: 'combined-posts',
    group: 'posts',
    item: { en: 'combined post', ne: 'संयुक्त पद' },
    title: { en: 'Combined posts', ne: 'संयुक्त पदहरू' },
    fields: [
      { name: 'combination', kind: 'code', label: { en: 'Combination code', ne: 'संयोजन कोड' } },
      ref('postId', 'posts', { en: 'Post', ne: 'पद' }),
    ],
    public: true,
    privilege: 'ALC',
    screen: '/admin/combinePost',
  },
  {
    key: 'quotas',
    group: 'posts',
    item: { en: 'quota', ne: 'कोटा' },
    title: { en: 'Quotas', ne: 'कोटाहरू' },
    fields: [{ name: 'code', kind: 'code', label: { en: 'Code', ne: 'कोड' } }, ...NAMES],
    public: true,
  },

  // Offices and fees
  {
    key: 'organizations',
    group: 'offices',
    item: { en: 'organization', ne: 'सङ्गठन' },
    title: { en: 'Organizations', ne: 'सङ्गठनहरू' },
    fields: [
      ...NAMES,
      {
        name: 'canRequestAdvt',
        kind: 'flag',
        label: { en: 'Can request advertisements', ne: 'विज्ञापनको माग गर्न सक्ने' },
      },
      {
        name: 'canScheduleExam',
        kind: 'flag',
        label: { en: 'Can request exam scheduling', ne: 'परीक्षा तालिकाको माग गर्न सक्ने' },
      },
    ],
    public: true,
  },
  namedList(
    'ministries',
    'offices',
    { en: 'ministry', ne: 'मन्त्रालय' },
    { en: 'Ministries', ne: 'मन्त्रालयहरू' },
  ),
  {
    key: 'ministry-offices',
    group: 'offices',
    item: { en: 'ministry office', ne: 'मन्त्रालयको कार्यालय' },
    title: { en: 'Ministry offices', ne: 'मन्त्रालयका कार्यालयहरू' },
    fields: [
      ref('ministryId', 'ministries', { en: 'Ministry', ne: 'मन्त्रालय' }),
      DISTRICT,
      ...NAMES,
    ],
    parentField: 'ministryId',
    public: true,
  },
  namedList(
    'agreements',
    'offices',
    { en: 'agreement', ne: 'सम्झौता' },
    { en: 'Agreements', ne: 'सम्झौताहरू' },
  ),
  {
    key: 'fiscal-years',
    group: 'offices',
    item: { en: 'fiscal year', ne: 'आर्थिक वर्ष' },
    title: { en: 'Fiscal years', ne: 'आर्थिक वर्षहरू' },
    fields: [
      {
        name: 'fiscalYear',
        kind: 'fiscalYear',
        label: { en: 'Fiscal year (B.S.)', ne: 'आर्थिक वर्ष (वि.सं.)' },
      },
    ],
    public: true,
  },
  {
    key: 'banks',
    group: 'offices',
    item: { en: 'bank', ne: 'बैंक' },
    title: { en: 'Banks (fee vouchers)', ne: 'बैंकहरू (दस्तुर भौचर)' },
    fields: [{ name: 'code', kind: 'code', label: { en: 'Code', ne: 'कोड' } }, ...NAMES],
    public: true,
  },
  {
    key: 'payment-fees',
    group: 'offices',
    item: { en: 'payment fee', ne: 'दस्तुर' },
    title: { en: 'Payment fees', ne: 'दस्तुरहरू' },
    fields: [
      ref('classId', 'classes', { en: 'Class', ne: 'श्रेणी/तह' }),
      {
        name: 'basicPrice',
        kind: 'rupees',
        label: { en: 'Basic fee (Rs.)', ne: 'आधारभूत दस्तुर (रु.)' },
      },
      {
        name: 'extraPrice',
        kind: 'rupees',
        label: { en: 'Fee for each extra group (Rs.)', ne: 'थप प्रत्येक समूहको दस्तुर (रु.)' },
      },
    ],
    public: true,
  },

  // Examinations
  {
    key: 'exam-centres',
    group: 'exams',
    item: { en: 'exam centre', ne: 'परीक्षा केन्द्र' },
    title: { en: 'Exam centres', ne: 'परीक्षा केन्द्रहरू' },
    fields: [
      ...NAMES,
      { name: 'address', kind: 'text', label: { en: 'Address', ne: 'ठेगाना' } },
      { name: 'contactPerson', kind: 'text', label: { en: 'Contact person', ne: 'सम्पर्क व्यक्ति' } },
      { name: 'contactNumber', kind: 'digits', label: { en: 'Contact number', ne: 'सम्पर्क नम्बर' } },
      { name: 'contactEmail', kind: 'email', label: { en: 'Contact e-mail', ne: 'सम्पर्क इमेल' } },
      {
        name: 'capacity',
        kind: 'count',
        min: 1,
        minMessage: 'validation.centreMinCapacity',
        label: { en: 'Centre capacity', ne: 'केन्द्रको क्षमता' },
      },
      PROVINCE,
      DISTRICT,
    ],
    parentField: 'districtId',
    public: true,
  },
  {
    key: 'rooms',
    group: 'exams',
    item: { en: 'room', ne: 'कोठा' },
    title: { en: 'Rooms', ne: 'कोठाहरू' },
    fields: [
      ref('examCentreId', 'exam-centres', { en: 'Exam centre', ne: 'परीक्षा केन्द्र' }),
      { name: 'roomNo', kind: 'text', label: { en: 'Room number', ne: 'कोठा नम्बर' } },
      {
        name: 'capacity',
        kind: 'count',
        min: 1,
        label: { en: 'Room capacity', ne: 'कोठाको क्षमता' },
      },
    ],
    parentField: 'examCentreId',
    public: false,
  },
  namedList(
    'invigilator-posts',
    'exams',
    { en: 'invigilator post', ne: 'निरीक्षकको पद' },
    { en: 'Invigilator posts', ne: 'निरीक्षकका पदहरू' },
  ),
  {
    key: 'invigilators',
    group: 'exams',
    item: { en: 'invigilator', ne: 'निरीक्षक' },
    title: { en: 'Invigilators', ne: 'निरीक्षकहरू' },
    fields: [
      {
        name: 'employeeNumber',
        kind: 'digits',
        label: { en: 'Employee number', ne: 'कर्मचारी सङ्केत नम्बर' },
      },
      {
        name: 'firstNameEn',
        kind: 'nameEn',
        label: { en: 'First name (English)', ne: 'पहिलो नाम (अङ्ग्रेजी)' },
      },
      {
        name: 'middleNameEn',
        kind: 'nameEn',
        required: false,
        label: { en: 'Middle name (English)', ne: 'बीचको नाम (अङ्ग्रेजी)' },
      },
      {
        name: 'lastNameEn',
        kind: 'nameEn',
        label: { en: 'Last name (English)', ne: 'थर (अङ्ग्रेजी)' },
      },
      {
        name: 'firstNameNe',
        kind: 'nameNe',
        label: { en: 'First name (Nepali)', ne: 'पहिलो नाम (नेपाली)' },
      },
      {
        name: 'middleNameNe',
        kind: 'nameNe',
        required: false,
        label: { en: 'Middle name (Nepali)', ne: 'बीचको नाम (नेपाली)' },
      },
      { name: 'lastNameNe', kind: 'nameNe', label: { en: 'Last name (Nepali)', ne: 'थर (नेपाली)' } },
      ref('invigilatorPostId', 'invigilator-posts', { en: 'Post', ne: 'पद' }),
    ],
    parentField: 'invigilatorPostId',
    // Staff names and employee numbers are for the commission's eyes only.
    public: false,
  },
] as const satisfies readonly MasterEntityDefinition[];

export type MasterEntityKey = (typeof MASTER_ENTITIES)[number]['key'];

export const MASTER_ENTITY_KEYS = MASTER_ENTITIES.map((entity) => entity.key) as MasterEntityKey[];

export function masterEntity(key: string): MasterEntityDefinition | undefined {
  return (MASTER_ENTITIES as readonly MasterEntityDefinition[]).find(
    (entity) => entity.key === key,
  );
}
