// The profile's record lists (candidate-portal.md §3 and §5), each defined once: its fields and
// files (which give the request schema, the form and the preview) and its name for people. The
// API binds each section to its table; the profile tabs are generated from these definitions.
import type { LocalizedText } from '../../i18n/messages';
import {
  notBefore,
  payloadNames,
  recordInputSchema,
  recordViewSchema,
  type RecordField,
  type RecordFileSlot,
  type RecordRule,
} from './record-fields';

export const PROFILE_RECORD_SECTIONS = [
  'inclusive-groups',
  'education',
  'training',
  'professional-councils',
  'government-experience',
  'non-government-experience',
] as const;
export type ProfileRecordSection = (typeof PROFILE_RECORD_SECTIONS)[number];

export interface ProfileRecordDefinition {
  /** URL segment: `/api/candidate/profile/records/<key>`. */
  readonly key: ProfileRecordSection;
  /** One record, as used in 'Are you sure you want to delete this {item} detail?'. */
  readonly item: LocalizedText;
  readonly title: LocalizedText;
  readonly fields: readonly RecordField[];
  readonly files: readonly RecordFileSlot[];
  readonly rules: readonly RecordRule[];
  /** The fields that name a record in a list (its title line). */
  readonly summary: readonly string[];
}

const PDF_JPG_PNG = {
  allowed: ['pdf', 'jpeg', 'png'],
  kindMessage: 'validation.filePdfJpgPng',
} as const;

const file = (
  name: string,
  label: LocalizedText,
  required = true,
  kinds: Pick<RecordFileSlot, 'allowed' | 'kindMessage'> = PDF_JPG_PNG,
): RecordFileSlot => ({ name, label, required, ...kinds });

const ref = (
  name: string,
  reference: string,
  label: LocalizedText,
  extra: Partial<RecordField> = {},
): RecordField => ({ name, kind: 'reference', reference, label, ...extra });

const PERCENTAGE: RecordField = {
  name: 'percentage',
  kind: 'percentage',
  label: { en: 'Percentage / GPA', ne: 'प्रतिशत / जीपीए' },
};
const DIVISION: RecordField = {
  name: 'divisionOrGrade',
  kind: 'text',
  label: { en: 'Division / grade', ne: 'श्रेणी / ग्रेड' },
};

export const EDUCATION_TYPES = {
  government: { en: 'Government', ne: 'सरकारी' },
  non_government: { en: 'Non-government', ne: 'गैरसरकारी' },
} as const satisfies Record<string, LocalizedText>;

/** Kinds of experience (candidate-portal.md §3): officer and non-officer. */
export const EXPERIENCE_LEVELS = {
  officer: { en: 'Officer', ne: 'अधिकृत' },
  non_officer: { en: 'Non-officer', ne: 'सहायक (अधिकृतभन्दा तल)' },
} as const satisfies Record<string, LocalizedText>;

export const EMPLOYMENT_TERMS = {
  permanent: { en: 'Permanent', ne: 'स्थायी' },
  temporary: { en: 'Temporary', ne: 'अस्थायी' },
  contract: { en: 'Contract', ne: 'करार' },
} as const satisfies Record<string, LocalizedText>;

/** Both experiences: officer or not, and the kind of appointment. */
const LEVEL_AND_TERM: RecordField[] = [
  {
    name: 'experienceLevel',
    kind: 'choice',
    options: EXPERIENCE_LEVELS,
    label: { en: 'Officer or non-officer', ne: 'अधिकृत वा सहायक' },
  },
  {
    name: 'employmentTerm',
    kind: 'choice',
    options: EMPLOYMENT_TERMS,
    label: { en: 'Appointment', ne: 'नियुक्तिको प्रकार' },
  },
];

const FROM_TO: RecordField[] = [
  {
    name: 'fromDate',
    kind: 'date',
    notFuture: true,
    label: { en: 'From', ne: 'देखि' },
  },
  {
    name: 'toDate',
    kind: 'date',
    required: false,
    notFuture: true,
    label: { en: 'To (empty while still serving)', ne: 'सम्म (कार्यरत भए खाली)' },
  },
];
const TO_AFTER_FROM = notBefore('toDate', 'fromDate', 'validation.endBeforeStart');

export const PROFILE_RECORD_DEFINITIONS: readonly ProfileRecordDefinition[] = [
  {
    key: 'inclusive-groups',
    item: { en: 'group/class', ne: 'समूह/वर्ग' },
    title: { en: 'Group / class (samuha-barga)', ne: 'समूह / वर्ग' },
    fields: [ref('inclusiveGroupId', 'inclusive-groups', { en: 'Group/class', ne: 'समूह/वर्ग' })],
    files: [file('document', { en: 'Supporting document', ne: 'प्रमाणित गर्ने कागजात' })],
    rules: [],
    summary: ['inclusiveGroupId'],
  },
  {
    key: 'education',
    item: { en: 'education', ne: 'शैक्षिक योग्यता' },
    title: { en: 'Education', ne: 'शैक्षिक योग्यता' },
    fields: [
      {
        name: 'universityOrBoardName',
        kind: 'letters',
        label: { en: 'University or board', ne: 'विश्वविद्यालय वा बोर्ड' },
      },
      ref('levelId', 'education-levels', { en: 'Level', ne: 'तह' }),
      ref('facultyId', 'faculties', { en: 'Faculty', ne: 'सङ्काय' }),
      { name: 'majorSubject', kind: 'text', label: { en: 'Major subject', ne: 'मूल विषय' } },
      PERCENTAGE,
      DIVISION,
      {
        name: 'educationType',
        kind: 'choice',
        options: EDUCATION_TYPES,
        label: { en: 'Institution type', ne: 'शिक्षण संस्थाको प्रकार' },
      },
      ref('countryId', 'countries', { en: 'Country', ne: 'देश' }),
      {
        name: 'passedDate',
        kind: 'date',
        notFuture: true,
        label: { en: 'Passed date', ne: 'उत्तीर्ण मिति' },
      },
      {
        name: 'description',
        kind: 'longText',
        required: false,
        label: { en: 'Description', ne: 'विवरण' },
      },
    ],
    files: [
      file('transcript', { en: 'Transcript', ne: 'ट्रान्सक्रिप्ट' }, true, {
        allowed: ['pdf'],
        kindMessage: 'validation.filePdf',
      }),
      file('backTranscript', { en: 'Transcript (back)', ne: 'ट्रान्सक्रिप्ट (पछाडि)' }, false, {
        allowed: ['pdf'],
        kindMessage: 'validation.filePdf',
      }),
      file('characterCertificate', { en: 'Character certificate', ne: 'चारित्रिक प्रमाणपत्र' }),
      file(
        'equivalentCertificate',
        { en: 'Equivalence certificate', ne: 'समकक्षता प्रमाणपत्र' },
        false,
      ),
    ],
    rules: [],
    summary: ['levelId', 'universityOrBoardName'],
  },
  {
    key: 'training',
    item: { en: 'training', ne: 'तालिम' },
    title: { en: 'Training', ne: 'तालिम' },
    fields: [
      {
        name: 'instituteName',
        kind: 'letters',
        label: { en: 'Institute', ne: 'तालिम दिने संस्था' },
      },
      { name: 'trainingName', kind: 'text', label: { en: 'Training', ne: 'तालिमको नाम' } },
      PERCENTAGE,
      DIVISION,
      {
        name: 'fromDate',
        kind: 'date',
        notFuture: true,
        label: { en: 'From', ne: 'देखि' },
      },
      { name: 'toDate', kind: 'date', notFuture: true, label: { en: 'To', ne: 'सम्म' } },
    ],
    files: [file('certificate', { en: 'Certificate', ne: 'प्रमाणपत्र' })],
    rules: [TO_AFTER_FROM],
    summary: ['trainingName', 'instituteName'],
  },
  {
    key: 'professional-councils',
    item: { en: 'professional council', ne: 'व्यावसायिक परिषद्' },
    title: { en: 'Professional council', ne: 'व्यावसायिक परिषद्' },
    fields: [
      ref('councilId', 'professional-councils', { en: 'Council', ne: 'परिषद्' }),
      {
        name: 'institutionName',
        kind: 'letters',
        label: { en: 'Institution', ne: 'संस्था' },
      },
      {
        name: 'degreeType',
        kind: 'text',
        label: { en: 'Degree / registration type', ne: 'उपाधि / दर्ताको प्रकार' },
      },
      { name: 'dartaNo', kind: 'text', label: { en: 'Registration (darta) no.', ne: 'दर्ता नं.' } },
      {
        name: 'issuedDate',
        kind: 'date',
        notFuture: true,
        label: { en: 'Issued date', ne: 'जारी मिति' },
      },
      { name: 'renewDate', kind: 'date', label: { en: 'Renewed date', ne: 'नवीकरण मिति' } },
      { name: 'validityDate', kind: 'date', label: { en: 'Valid until', ne: 'मान्य अवधि' } },
    ],
    files: [
      file('front', { en: 'Certificate (front)', ne: 'प्रमाणपत्र (अगाडि)' }),
      file('back', { en: 'Certificate (back)', ne: 'प्रमाणपत्र (पछाडि)' }),
    ],
    rules: [
      notBefore('renewDate', 'issuedDate', 'validation.renewBeforeIssue'),
      notBefore('validityDate', 'issuedDate', 'validation.validityBeforeIssue'),
    ],
    summary: ['councilId', 'dartaNo'],
  },
  {
    key: 'government-experience',
    item: { en: 'government experience', ne: 'सरकारी अनुभव' },
    title: { en: 'Government experience', ne: 'सरकारी सेवाको अनुभव' },
    fields: [
      {
        name: 'institutionName',
        kind: 'letters',
        label: { en: 'Office', ne: 'कार्यालय' },
      },
      { name: 'address', kind: 'text', label: { en: 'Address', ne: 'ठेगाना' } },
      ref('serviceId', 'services', { en: 'Service', ne: 'सेवा' }),
      ref(
        'groupId',
        'groups',
        { en: 'Group', ne: 'समूह' },
        { required: false, parentField: 'serviceId' },
      ),
      ref(
        'subGroupId',
        'sub-groups',
        { en: 'Sub group', ne: 'उपसमूह' },
        { required: false, parentField: 'groupId' },
      ),
      ref('classId', 'classes', { en: 'Class / level', ne: 'श्रेणी / तह' }),
      { name: 'post', kind: 'text', label: { en: 'Post', ne: 'पद' } },
      ...LEVEL_AND_TERM,
      ...FROM_TO,
      {
        name: 'remarks',
        kind: 'longText',
        required: false,
        label: { en: 'Remarks', ne: 'कैफियत' },
      },
    ],
    files: [file('document', { en: 'Appointment or service letter', ne: 'नियुक्ति वा सेवा पत्र' })],
    rules: [TO_AFTER_FROM],
    summary: ['post', 'institutionName'],
  },
  {
    key: 'non-government-experience',
    item: { en: 'non-government experience', ne: 'गैरसरकारी अनुभव' },
    title: { en: 'Non-government experience', ne: 'गैरसरकारी अनुभव' },
    fields: [
      {
        name: 'institutionName',
        kind: 'letters',
        label: { en: 'Organisation', ne: 'संस्था' },
      },
      { name: 'post', kind: 'text', label: { en: 'Post', ne: 'पद' } },
      ...LEVEL_AND_TERM,
      {
        name: 'matchesOfficerLevel',
        kind: 'yesNo',
        label: {
          en: 'Work matches the officer level',
          ne: 'काम अधिकृतस्तरको समकक्ष हो',
        },
      },
      ...FROM_TO,
    ],
    files: [file('certificate', { en: 'Experience certificate', ne: 'अनुभव प्रमाणपत्र' })],
    rules: [TO_AFTER_FROM],
    summary: ['post', 'institutionName'],
  },
];

const BY_KEY = new Map(
  PROFILE_RECORD_DEFINITIONS.map((definition) => [definition.key, definition]),
);

export function profileRecordDefinition(key: ProfileRecordSection): ProfileRecordDefinition {
  return BY_KEY.get(key)!;
}

/** What a section's save sends in its `data` part. */
export const recordInputOf = (definition: ProfileRecordDefinition) =>
  recordInputSchema(definition.fields, definition.rules);

/** A saved record of the section as the API returns it. */
export const recordViewOf = (definition: ProfileRecordDefinition) =>
  recordViewSchema(definition.fields, definition.files);

/** Every property name of a section's payload, in form order. */
export const recordPayloadNames = (definition: ProfileRecordDefinition) =>
  definition.fields.flatMap(payloadNames);
