// The staff reports back-office.md §2 lists without a privilege code (issue 21): registered
// candidates, by class, by advertisement number and re-applications show counts only and are
// every staff user's; the four that show a candidate's personal data — user search, all
// applications, one application, a candidate's application status — are SR's (decision 157).
import { z } from 'zod';
import { ZPageQuery } from '../api/envelope';
import { PAYMENT_STATUSES, SCRUTINY_STATUSES } from '../applications/application-statuses';
import { ZApplicationTimeline } from '../applications/application-timeline';
import { ZFiscalYearText } from '../distribution/distribution-history';
import { GENDERS } from '../validation/genders';
import { ZIsoDate } from '../validation/fields';

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());
const ZFiscalYearFilter = optional(ZFiscalYearText);
const ZPaged = ZPageQuery.pick({ page: true, pageSize: true, search: true });

/** The spreadsheet twin of a report: the same filters without paging, and its language. */
export const ZSheetLanguage = z.object({
  lang: z.enum(['ne', 'en'], { error: 'validation.invalid' }).default('ne'),
});

const counts = {
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
};

// ---- Registered candidates (total-register-user): any staff ----

/** GET /reports/registered-candidates?from&to&page&pageSize: A.D. days, both included. */
export const ZRegisteredCandidatesQuery = ZPageQuery.pick({ page: true, pageSize: true }).extend({
  from: optional(ZIsoDate),
  to: optional(ZIsoDate),
});
export type TRegisteredCandidatesQuery = z.output<typeof ZRegisteredCandidatesQuery>;

/** The answer of a report's "count again now": when its summary was counted (ISO). */
export const ZCountedAt = z.object({ countedAt: z.string() });
export type TCountedAt = z.output<typeof ZCountedAt>;

/** Candidates who registered on one day (Nepal time), by gender. */
export const ZRegistrationDay = z.object({ date: z.string(), ...counts });
export type TRegistrationDay = z.output<typeof ZRegistrationDay>;

export const ZRegisteredCandidates = z.object({
  /** Every candidate registered in the days asked (all days when none are), by gender. */
  registered: z.object(counts),
  /** Of them, those who applied at least once. */
  applied: z.number().int(),
  /** A page of the days, newest first. */
  days: z.object({
    items: z.array(ZRegistrationDay),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  /** When the registration days were counted (ISO): they are counted every few minutes. */
  countedAt: z.string(),
});
export type TRegisteredCandidates = z.output<typeof ZRegisteredCandidates>;

// ---- By class (reportByClass) and by advertisement number (reportByAdvtNumber): any staff ----

/** GET /reports/by-class?fiscalYear */
export const ZFiscalYearReportQuery = z.object({ fiscalYear: ZFiscalYearFilter });
export type TFiscalYearReportQuery = z.output<typeof ZFiscalYearReportQuery>;

/** Applications and their forms by where they stand (paid applications are forms). */
const ZApplicationCounts = z.object({
  applications: z.number().int(),
  paid: z.number().int(),
  pending: z.number().int(),
  hold: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type TApplicationCounts = z.output<typeof ZApplicationCounts>;

export const ZClassReportRow = ZApplicationCounts.extend({
  classId: z.number().int(),
  classEn: z.string(),
  classNe: z.string(),
  advertisements: z.number().int(),
  vacancies: z.number().int(),
});
export type TClassReportRow = z.output<typeof ZClassReportRow>;

export const ZClassReport = z.object({
  rows: z.array(ZClassReportRow),
  total: ZClassReportRow.omit({ classId: true, classEn: true, classNe: true }),
});
export type TClassReport = z.output<typeof ZClassReport>;

/** GET /reports/by-advertisement-number?fiscalYear&search&page&pageSize (and re-applications). */
export const ZAdvertisementCountsQuery = ZPaged.extend({ fiscalYear: ZFiscalYearFilter });
export type TAdvertisementCountsQuery = z.output<typeof ZAdvertisementCountsQuery>;

const ZAdvertisementNamed = z.object({
  advertisementId: z.number().int(),
  advertisementNumber: z.string(),
  code: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  vacancies: z.number().int(),
});

/** An advertisement's applications by where they stand, and by the applicant's gender. */
export const ZAdvertisementNumberRow = ZAdvertisementNamed.extend({
  ...ZApplicationCounts.shape,
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
});
export type TAdvertisementNumberRow = z.output<typeof ZAdvertisementNumberRow>;

/** An advertisement's applications, and those made by re-applying (candidate-portal.md §2). */
export const ZReapplicationRow = ZAdvertisementNamed.extend({
  applications: z.number().int(),
  reapplications: z.number().int(),
  /** Re-applications paid. */
  reapplicationsPaid: z.number().int(),
});
export type TReapplicationRow = z.output<typeof ZReapplicationRow>;

// ---- Personal data: SR ----

/** GET /reports/applications: every application, filtered; the xlsx streams all of them. */
export const ZApplicationsReportQuery = ZPaged.extend({
  advertisementCode: optional(z.string().trim().max(40, 'validation.invalid')),
  fiscalYear: ZFiscalYearFilter,
  paymentStatus: optional(z.enum(PAYMENT_STATUSES, { error: 'validation.invalid' })),
  scrutinyStatus: optional(z.enum(SCRUTINY_STATUSES, { error: 'validation.invalid' })),
  /** Applied on or after / on or before these A.D. days (Nepal time). */
  appliedFrom: optional(ZIsoDate),
  appliedTo: optional(ZIsoDate),
});
export type TApplicationsReportQuery = z.output<typeof ZApplicationsReportQuery>;

export const ZApplicationsReportRow = z.object({
  applicationId: z.number().int(),
  masterId: z.number().int(),
  candidateName: z.string(),
  gender: z.enum(GENDERS),
  mobile: z.string(),
  advertisementId: z.number().int(),
  advertisementCode: z.string(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  /** ISO date-time. */
  appliedAt: z.string(),
  feePaisa: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  scrutinyStatus: z.enum(SCRUTINY_STATUSES),
  rollNumber: z.string().nullable(),
});
export type TApplicationsReportRow = z.output<typeof ZApplicationsReportRow>;

/** GET /reports/applications/{id}: one application, its candidate and its timeline. */
export const ZApplicationReport = ZApplicationsReportRow.extend({
  email: z.string(),
  dobAd: z.string(),
  citizenshipNumber: z.string(),
  examCentreEn: z.string(),
  examCentreNe: z.string(),
  scrutinyRemarks: z.string().nullable(),
  paymentReference: z.string().nullable(),
  timeline: ZApplicationTimeline,
});
export type TApplicationReport = z.output<typeof ZApplicationReport>;

/** GET /reports/candidates?search&page&pageSize (user-search): name, master id, mobile, e-mail, citizenship. */
export const ZCandidateSearchQuery = ZPaged;
export type TCandidateSearchQuery = z.output<typeof ZCandidateSearchQuery>;

export const ZCandidateSearchRow = z.object({
  userId: z.number().int(),
  masterId: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS),
  dobAd: z.string(),
  mobile: z.string(),
  email: z.string(),
  citizenshipNumber: z.string(),
  /** ISO date-time. */
  registeredAt: z.string(),
  applications: z.number().int(),
});
export type TCandidateSearchRow = z.output<typeof ZCandidateSearchRow>;

/** GET /reports/application-status?masterId: a candidate's applications and where each stands. */
export const ZApplicationStatusQuery = z.object({
  masterId: z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .positive('validation.invalid')
    // A master id is a PostgreSQL integer: a larger number names nobody (not a 500).
    .max(2_147_483_647, 'validation.invalid'),
});

export const ZApplicationStatusReport = z.object({
  candidate: ZCandidateSearchRow,
  applications: z.array(ZApplicationsReportRow),
});
export type TApplicationStatusReport = z.output<typeof ZApplicationStatusReport>;
