// The Extra tab (candidate-portal.md §3 and §5): caste, religion, mother tongue, disability,
// the parents' education and occupation, and the home's geographical area. Each "other" choice
// asks for a text. For the fixed choices below the schema asks for it; for the master-data
// lists (caste, religion, mother tongue) only the server knows which record is "Other", so it
// checks those texts. The ethnic-group list may be empty, so that choice is optional.
import { z } from 'zod';
import type { LocalizedText, MessageKey } from '../i18n/messages';
import { objectFieldsValid, optionalText, requiredString, ZId } from '../validation/fields';

export const MARITAL_STATUSES = ['married', 'single', 'unmarried', 'widowed', 'divorced'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, LocalizedText> = {
  married: { en: 'Married', ne: 'विवाहित' },
  single: { en: 'Single', ne: 'एकल' },
  unmarried: { en: 'Unmarried', ne: 'अविवाहित' },
  widowed: { en: 'Widowed', ne: 'विधुर/विधवा' },
  divorced: { en: 'Divorced', ne: 'सम्बन्धविच्छेद' },
};

export const EMPLOYMENT_STATUSES = [
  'unemployment',
  'government_service',
  'non_government_service',
  'self_employed',
  'other',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, LocalizedText> = {
  unemployment: { en: 'Unemployed', ne: 'बेरोजगार' },
  government_service: { en: 'Government service', ne: 'सरकारी सेवा' },
  non_government_service: { en: 'Non-government service', ne: 'गैरसरकारी सेवा' },
  self_employed: { en: 'Self-employed', ne: 'स्वरोजगार' },
  other: { en: 'Other', ne: 'अन्य' },
};

export const PARENT_EDUCATIONS = ['uneducated', 'educated', 'slc', 'higher'] as const;
export type ParentEducation = (typeof PARENT_EDUCATIONS)[number];
export const PARENT_EDUCATION_LABELS: Record<ParentEducation, LocalizedText> = {
  uneducated: { en: 'Uneducated', ne: 'अशिक्षित' },
  educated: { en: 'Literate', ne: 'साक्षर' },
  slc: { en: 'SLC', ne: 'एस.एल.सी.' },
  higher: { en: 'Higher education', ne: 'उच्च शिक्षा' },
};

export const PARENT_OCCUPATIONS = [
  'agriculture',
  'government',
  'private',
  'business',
  'teaching_private',
  'teaching_public',
  'service_holder',
  'labor',
  'home_maker',
  'other',
] as const;
export type ParentOccupation = (typeof PARENT_OCCUPATIONS)[number];
export const PARENT_OCCUPATION_LABELS: Record<ParentOccupation, LocalizedText> = {
  agriculture: { en: 'Agriculture', ne: 'कृषि' },
  government: { en: 'Government service', ne: 'सरकारी सेवा' },
  private: { en: 'Private sector', ne: 'निजी क्षेत्र' },
  business: { en: 'Business', ne: 'व्यापार/व्यवसाय' },
  teaching_private: { en: 'Teaching (private)', ne: 'अध्यापन (निजी)' },
  teaching_public: { en: 'Teaching (public)', ne: 'अध्यापन (सामुदायिक)' },
  service_holder: { en: 'Service holder', ne: 'नोकरी' },
  labor: { en: 'Labour', ne: 'ज्याला मजदुरी' },
  home_maker: { en: 'Home maker', ne: 'गृहिणी' },
  other: { en: 'Other', ne: 'अन्य' },
};

export const GEOGRAPHICAL_AREAS = ['hill', 'mountain', 'inner_madhesh', 'terai', 'other'] as const;
export type GeographicalArea = (typeof GEOGRAPHICAL_AREAS)[number];
export const GEOGRAPHICAL_AREA_LABELS: Record<GeographicalArea, LocalizedText> = {
  hill: { en: 'Hill', ne: 'पहाड' },
  mountain: { en: 'Mountain', ne: 'हिमाल' },
  inner_madhesh: { en: 'Inner Madhesh', ne: 'भित्री मधेश' },
  terai: { en: 'Terai', ne: 'तराई' },
  other: { en: 'Other', ne: 'अन्य' },
};

/** A choice among fixed values: empty is 'required', anything else unknown is 'invalid'. */
function choiceOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input == null || issue.input === '' ? 'validation.required' : 'validation.invalid',
  });
}

/** The text written after choosing "other". Empty means none; the rules say when it is needed. */
const ZOtherText = optionalText(requiredString({ trim: true }).max(100, 'validation.maxLength100'));
/** A master-data choice that may stay empty. */
const ZOptionalId = optionalText(ZId);

export const ZExtraDetailsFields = z.object({
  casteId: ZId,
  casteOther: ZOtherText,
  ethnicGroupId: ZOptionalId,
  religionId: ZId,
  religionOther: ZOtherText,
  maritalStatus: choiceOf(MARITAL_STATUSES),
  employmentStatus: choiceOf(EMPLOYMENT_STATUSES),
  employmentOther: ZOtherText,
  motherTongueId: ZId,
  motherTongueOther: ZOtherText,
  physicallyDisabled: z.boolean({ error: 'validation.required' }),
  disabilityClassId: ZOptionalId,
  disabilityTypeId: ZOptionalId,
  fatherEducation: choiceOf(PARENT_EDUCATIONS),
  fatherEducationLevelId: ZOptionalId,
  motherEducation: choiceOf(PARENT_EDUCATIONS),
  motherEducationLevelId: ZOptionalId,
  fatherOccupation: choiceOf(PARENT_OCCUPATIONS),
  fatherOccupationOther: ZOtherText,
  motherOccupation: choiceOf(PARENT_OCCUPATIONS),
  motherOccupationOther: ZOtherText,
  geographicalArea: choiceOf(GEOGRAPHICAL_AREAS),
});

type Fields = z.output<typeof ZExtraDetailsFields>;
type FieldName = keyof Fields;

/** "This field is needed when that one has this value": where the message goes, and when. */
type DependentField = { path: FieldName; reads: FieldName; neededWhen: (value: Fields) => boolean };

/** The fields a choice makes necessary; the server clears them when the choice does not. */
export const EXTRA_DEPENDENT_FIELDS: readonly DependentField[] = [
  {
    path: 'employmentOther',
    reads: 'employmentStatus',
    neededWhen: (v) => v.employmentStatus === 'other',
  },
  {
    path: 'disabilityClassId',
    reads: 'physicallyDisabled',
    neededWhen: (v) => v.physicallyDisabled,
  },
  {
    path: 'disabilityTypeId',
    reads: 'physicallyDisabled',
    neededWhen: (v) => v.physicallyDisabled,
  },
  {
    path: 'fatherEducationLevelId',
    reads: 'fatherEducation',
    neededWhen: (v) => v.fatherEducation === 'higher',
  },
  {
    path: 'motherEducationLevelId',
    reads: 'motherEducation',
    neededWhen: (v) => v.motherEducation === 'higher',
  },
  {
    path: 'fatherOccupationOther',
    reads: 'fatherOccupation',
    neededWhen: (v) => v.fatherOccupation === 'other',
  },
  {
    path: 'motherOccupationOther',
    reads: 'motherOccupation',
    neededWhen: (v) => v.motherOccupation === 'other',
  },
];

const REQUIRED: MessageKey = 'validation.required';

/**
 * What the Extra tab saves. Each dependent field is checked only when the choice it depends on
 * is itself valid, so a form shows every problem at once without a rule throwing on bad input.
 */
export const ZExtraDetails = EXTRA_DEPENDENT_FIELDS.reduce(
  (schema, rule) =>
    schema.refine((value) => !rule.neededWhen(value) || value[rule.path] !== undefined, {
      path: [rule.path],
      error: REQUIRED,
      when: (payload) => objectFieldsValid(payload, [rule.reads, rule.path]),
    }),
  ZExtraDetailsFields,
);
export type TExtraDetails = z.output<typeof ZExtraDetails>;
export type TExtraDetailsInput = z.input<typeof ZExtraDetails>;

/** The saved Extra tab as GET answers it: what a choice did not need is null. */
export const ZExtraDetailsView = z.object({
  casteId: z.number().int(),
  casteOther: z.string().nullable(),
  ethnicGroupId: z.number().int().nullable(),
  religionId: z.number().int(),
  religionOther: z.string().nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  employmentOther: z.string().nullable(),
  motherTongueId: z.number().int(),
  motherTongueOther: z.string().nullable(),
  physicallyDisabled: z.boolean(),
  disabilityClassId: z.number().int().nullable(),
  disabilityTypeId: z.number().int().nullable(),
  fatherEducation: z.enum(PARENT_EDUCATIONS),
  fatherEducationLevelId: z.number().int().nullable(),
  motherEducation: z.enum(PARENT_EDUCATIONS),
  motherEducationLevelId: z.number().int().nullable(),
  fatherOccupation: z.enum(PARENT_OCCUPATIONS),
  fatherOccupationOther: z.string().nullable(),
  motherOccupation: z.enum(PARENT_OCCUPATIONS),
  motherOccupationOther: z.string().nullable(),
  geographicalArea: z.enum(GEOGRAPHICAL_AREAS),
});
export type TExtraDetailsView = z.output<typeof ZExtraDetailsView>;
