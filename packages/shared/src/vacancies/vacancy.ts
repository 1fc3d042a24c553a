// What a candidate sees of an advertisement (one quota group of a post is one advertisement).
// Dates come in both calendars: A.D. `YYYY-MM-DD` is the truth, B.S. is derived for display.
import { z } from 'zod';
import { ZPageQuery } from '../api/envelope';
import { ZId } from '../validation/fields';
import { ZVacancySplit } from '../distribution/published-split';

const ZDateText = z.string();

/** A place (an exam centre, a local level) named with its district. */
const ZPlaceInDistrict = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameNe: z.string(),
  districtEn: z.string(),
  districtNe: z.string(),
});

/**
 * The local level a local-level recruitment's posts serve, with its district and province
 * (back-office.md §3's vacancy distribution row: local body, state).
 */
export const ZLocalLevel = ZPlaceInDistrict.extend({
  provinceEn: z.string(),
  provinceNe: z.string(),
});
export type TLocalLevel = z.output<typeof ZLocalLevel>;

/** A post by its names and those of its service, class, group and sub-group, as staff see it. */
export const ZPostPlace = z.object({
  postId: z.number().int(),
  postEn: z.string(),
  postNe: z.string(),
  serviceEn: z.string(),
  serviceNe: z.string(),
  classEn: z.string(),
  classNe: z.string(),
  groupEn: z.string().nullable(),
  groupNe: z.string().nullable(),
  subGroupEn: z.string().nullable(),
  subGroupNe: z.string().nullable(),
});

export const ZVacancySummary = z.object({
  id: z.number().int(),
  code: z.string(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  serviceEn: z.string(),
  serviceNe: z.string(),
  classEn: z.string(),
  classNe: z.string(),
  groupEn: z.string(),
  groupNe: z.string(),
  quotaEn: z.string(),
  quotaNe: z.string(),
  /** Null for the commission's own posts; a local level's for a local-level recruitment. */
  localBody: ZLocalLevel.nullable(),
  vacancyCount: z.number().int(),
  feePaisa: z.number().int(),
  publishDateAd: ZDateText,
  publishDateBs: ZDateText,
  singleFeeDeadlineAd: ZDateText,
  singleFeeDeadlineBs: ZDateText,
  doubleFeeDeadlineAd: ZDateText,
  doubleFeeDeadlineBs: ZDateText,
});
/**
 * A vacancy as every candidate sees it: the same bytes for all, so the server keeps them ready
 * (decision 165). Whether I applied is read from my applications.
 */
export type TVacancySummary = z.output<typeof ZVacancySummary>;

/** A re-advertisement on the re-apply list, which is the candidate's own: it says if I applied. */
export const ZReapplyVacancy = ZVacancySummary.extend({ applied: z.boolean() });
export type TReapplyVacancy = z.output<typeof ZReapplyVacancy>;

export const ZExamCentre = ZPlaceInDistrict;
export type TExamCentre = z.output<typeof ZExamCentre>;

/** A faculty and subject a candidate may choose when applying for the post. */
export const ZPostSubject = z.object({
  facultyId: z.number().int(),
  facultyEn: z.string(),
  facultyNe: z.string(),
  subjectId: z.number().int(),
  subjectEn: z.string(),
  subjectNe: z.string(),
});
export type TPostSubject = z.output<typeof ZPostSubject>;

/** A post by its names in both languages. */
export const ZNamedPost = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameNe: z.string(),
});
export type TNamedPost = z.output<typeof ZNamedPost>;

export const ZVacancyDetail = ZVacancySummary.extend({
  ageCutOffDateAd: ZDateText,
  ageCutOffDateBs: ZDateText,
  admitCardDateAd: ZDateText,
  admitCardDateBs: ZDateText,
  examCentres: z.array(ZExamCentre),
  /** Empty when the post asks for no subject: the apply form then asks for none. */
  subjects: z.array(ZPostSubject),
  /** The other posts sat in one examination with this one (combinePost); usually none. */
  examinedWith: z.array(ZNamedPost),
  /** Pre-live and open early to this candidate, who applied to an earlier advertisement of it. */
  reapply: z.boolean(),
  /** How the requisition it came from was split between the groups; null when made by hand. */
  split: ZVacancySplit.nullable(),
});
export type TVacancyDetail = z.output<typeof ZVacancyDetail>;

/** An optional id filter: '' or absent is no filter. */
const ZIdFilter = z.preprocess((value) => (value === '' ? undefined : value), ZId.optional());

/** GET /api/candidate/vacancies: the page, the search, and filters by service, class and group. */
export const ZVacancyQuery = ZPageQuery.extend({
  serviceId: ZIdFilter,
  classId: ZIdFilter,
  quotaId: ZIdFilter,
});
export type TVacancyQuery = z.output<typeof ZVacancyQuery>;
