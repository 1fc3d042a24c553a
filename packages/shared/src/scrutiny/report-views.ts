// What the scrutiny reports send and receive (issue 21; back-office.md §2 "scrutiny/report" (SR),
// "scrutiny/report-by-gender-basic-configuration" (RBG) and "scrutiny/advertisementReport" (AR);
// §3 "Scrutiny report breakdowns" and "Advertisement report"; §7 Reports). A breakdown counts
// forms (paid applications, the ones scrutiny reads) by one trait of the candidate or of the
// advertisement, split by gender; the RBG pages are the thirteen that read best by gender.
import { z } from 'zod';
import type { LocalizedText } from '../i18n/messages';
import { ZPageQuery } from '../api/envelope';
import { SCRUTINY_STATUSES } from '../applications/application-statuses';
import { ZFiscalYearText } from '../distribution/distribution-history';
import { ZPostPlace } from '../vacancies/vacancy';

/** Every breakdown, in the order the report's menu lists them; the value is the URL segment. */
export const REPORT_BREAKDOWNS = [
  'gender-only',
  'area',
  'province',
  'district',
  'religion',
  'caste',
  'mother-tongue',
  'marital-status',
  'employment-status',
  'physically-challenged',
  'education-qualification',
  'age-group',
  'parents-education',
  'parents-occupation',
  'quota',
  'class',
  'service',
  'advertisement-code',
  'fiscal-year',
  'fiscal-year-unique',
] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** The sub-routes of report-by-gender-basic-configuration (back-office.md §2), in its order. */
export const GENDER_REPORT_BREAKDOWNS = [
  'gender-only',
  'area',
  'province',
  'religion',
  'district',
  'employment-status',
  'physically-challenged',
  'caste',
  'quota',
  'marital-status',
  'mother-tongue',
  'education-qualification',
  'class',
] as const satisfies readonly ReportBreakdown[];
export type GenderReportBreakdown = (typeof GENDER_REPORT_BREAKDOWNS)[number];

export const REPORT_BREAKDOWN_LABELS: Record<ReportBreakdown, LocalizedText> = {
  'gender-only': { en: 'Gender', ne: 'लिङ्ग' },
  area: { en: 'Geographical area', ne: 'भौगोलिक क्षेत्र' },
  province: { en: 'Province', ne: 'प्रदेश' },
  district: { en: 'District', ne: 'जिल्ला' },
  religion: { en: 'Religion', ne: 'धर्म' },
  caste: { en: 'Caste', ne: 'जात' },
  'mother-tongue': { en: 'Mother tongue', ne: 'मातृभाषा' },
  'marital-status': { en: 'Marital status', ne: 'वैवाहिक स्थिति' },
  'employment-status': { en: 'Employment status', ne: 'रोजगारीको स्थिति' },
  'physically-challenged': { en: 'Disability', ne: 'अपाङ्गता' },
  'education-qualification': { en: 'Highest education', ne: 'उच्चतम शैक्षिक योग्यता' },
  'age-group': { en: 'Age group', ne: 'उमेर समूह' },
  'parents-education': { en: "Parents' education", ne: 'बाबुआमाको शिक्षा' },
  'parents-occupation': { en: "Parents' occupation", ne: 'बाबुआमाको पेसा' },
  quota: { en: 'Quota', ne: 'कोटा' },
  class: { en: 'Class', ne: 'श्रेणी' },
  service: { en: 'Service', ne: 'सेवा' },
  'advertisement-code': { en: 'Advertisement code', ne: 'विज्ञापन कोड' },
  'fiscal-year': { en: 'Fiscal year', ne: 'आर्थिक वर्ष' },
  'fiscal-year-unique': {
    en: 'Fiscal year (each candidate once)',
    ne: 'आर्थिक वर्ष (प्रत्येक उम्मेदवार एक पटक)',
  },
};

/**
 * Age on the advertisement's cut-off date, in whole years, by band: the last band is open. The
 * lower bound of each band is its key, so the bands sort as numbers.
 */
export const AGE_GROUP_LOWER_BOUNDS = [0, 21, 26, 31, 36, 41, 46] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /scrutiny/reports/{breakdown} and its .xlsx: the filters of back-office.md §7 Reports. */
export const ZScrutinyReportQuery = z.object({
  advertisementCode: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(40, 'validation.invalid').optional(),
  ),
  scrutinyStatus: z.preprocess(
    emptyAsUndefined,
    z.enum(SCRUTINY_STATUSES, { error: 'validation.invalid' }).optional(),
  ),
  fiscalYear: z.preprocess(emptyAsUndefined, ZFiscalYearText.optional()),
});
export type TScrutinyReportQuery = z.output<typeof ZScrutinyReportQuery>;

export const ZGenderCounts = z.object({
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
});
export type TGenderCounts = z.output<typeof ZGenderCounts>;

/** One line of a breakdown: a value of the trait (null key: not given) and its forms by gender. */
export const ZBreakdownRow = ZGenderCounts.extend({
  key: z.string().nullable(),
  labelEn: z.string(),
  labelNe: z.string(),
});
export type TBreakdownRow = z.output<typeof ZBreakdownRow>;

export const ZScrutinyReport = z.object({
  breakdown: z.enum(REPORT_BREAKDOWNS),
  rows: z.array(ZBreakdownRow),
  /**
   * The forms counted, by gender. A candidate is counted once per form, so in a breakdown where
   * one form has two values (a father's and a mother's education) the rows add up to more.
   */
  total: ZGenderCounts,
  /** When the figures were counted (ISO): they are read live, at this moment. */
  countedAt: z.string(),
});
export type TScrutinyReport = z.output<typeof ZScrutinyReport>;

/** GET /scrutiny/advertisement-report?fiscalYear&search&page&pageSize (AR). */
export const ZAdvertisementReportQuery = ZPageQuery.pick({
  page: true,
  pageSize: true,
  search: true,
}).extend({ fiscalYear: z.preprocess(emptyAsUndefined, ZFiscalYearText.optional()) });
export type TAdvertisementReportQuery = z.output<typeof ZAdvertisementReportQuery>;

/** A line of the advertisement report (back-office.md §3 "Advertisement report"). */
export const ZAdvertisementReportRow = ZPostPlace.extend({
  advertisementId: z.number().int(),
  code: z.string(),
  advertisementNumber: z.string(),
  fiscalYear: z.string().nullable(),
  quotaEn: z.string(),
  quotaNe: z.string(),
  totalVacancy: z.number().int(),
  /** Applications made, paid or not. */
  totalApplicant: z.number().int(),
  /** Paid applications: the forms scrutiny reads, by where they stand. */
  paidCount: z.number().int(),
  pendingCount: z.number().int(),
  holdCount: z.number().int(),
  approvedCount: z.number().int(),
  rejectedCount: z.number().int(),
});
export type TAdvertisementReportRow = z.output<typeof ZAdvertisementReportRow>;

/** The gender columns' headings (the registration form's values). */
export const GENDER_LABELS: Record<'male' | 'female' | 'other', LocalizedText> = {
  male: { en: 'Male', ne: 'पुरुष' },
  female: { en: 'Female', ne: 'महिला' },
  other: { en: 'Other', ne: 'अन्य' },
};

/** The row of a value the profile does not give (a part not filled, a year not recorded). */
export const NOT_GIVEN_LABEL: LocalizedText = { en: 'Not given', ne: 'उल्लेख नभएको' };
