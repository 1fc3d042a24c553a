// What the scrutiny allocation screens send and receive (issue 21; back-office.md §2 "scrutiny-
// allocation", "scrutiny-reallocation", "allocation/report"; §3 "Allocation list"; §5 "Scrutiny
// allocation counts"). A form is a paid application: an unpaid one is not yet the candidate's
// application to scrutinise, and is counted apart as awaiting payment.
import { z } from 'zod';
import { ZPageQuery } from '../api/envelope';
import { ZFiscalYearText } from '../distribution/distribution-history';
import { ZPostPlace } from '../vacancies/vacancy';
import { ZId, wholeNumber } from '../validation/fields';

/** The forms of an advertisement (or of one officer) by where they stand. */
export const ZFormCounts = z.object({
  /** Forms given to an officer. */
  allocated: z.number().int(),
  /** Approved or rejected: decided. */
  completed: z.number().int(),
  onHold: z.number().int(),
  /** Neither decided nor on hold. */
  pending: z.number().int(),
});
export type TFormCounts = z.output<typeof ZFormCounts>;

/** A line of the allocation list: an advertisement open to (or past) applications, and its forms. */
export const ZAllocationAdvertisement = ZPostPlace.extend({
  advertisementId: z.number().int(),
  code: z.string(),
  advertisementNumber: z.string(),
  fiscalYear: z.string().nullable(),
  organizationEn: z.string().nullable(),
  organizationNe: z.string().nullable(),
  quotaEn: z.string(),
  quotaNe: z.string(),
  /** Paid applications: the forms to scrutinise. */
  forms: z.number().int(),
  /** Forms not yet given to an officer. */
  remaining: z.number().int(),
  /** Applications not paid yet (or whose payment is being verified): not forms yet. */
  awaitingPayment: z.number().int(),
  /** When scrutiny was finalised (ISO); null while it runs. */
  finalisedAt: z.string().nullable(),
  ...ZFormCounts.shape,
});
export type TAllocationAdvertisement = z.output<typeof ZAllocationAdvertisement>;

/** A scrutiny officer: staff who hold SC with the right to decide. */
export const ZScrutinyOfficer = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
});
export type TScrutinyOfficer = z.output<typeof ZScrutinyOfficer>;

/** An officer's forms of one advertisement, or (in the report) of all. */
export const ZOfficerForms = ZScrutinyOfficer.extend(ZFormCounts.shape);
export type TOfficerForms = z.output<typeof ZOfficerForms>;

/** GET /scrutiny/allocations/{advertisementId}: the advertisement, its officers, who may be given forms. */
export const ZAllocationDetail = z.object({
  advertisement: ZAllocationAdvertisement,
  officers: z.array(ZOfficerForms),
  /** Every scrutiny officer, for the allocate and reallocate forms. */
  scrutinyOfficers: z.array(ZScrutinyOfficer),
});
export type TAllocationDetail = z.output<typeof ZAllocationDetail>;

/** The most forms one allocation can name for an officer (a season's advertisement is smaller). */
export const MAX_FORMS_PER_OFFICER = 1_000_000;

/** An officer to give forms to: a number, or (empty) an even share of the rest. */
export const ZOfficerShareInput = z.object({
  userId: ZId,
  forms: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    wholeNumber(0, MAX_FORMS_PER_OFFICER, 'validation.invalid').optional(),
  ),
});
export type TOfficerShareInput = z.output<typeof ZOfficerShareInput>;

const ZOfficerShares = z
  .array(ZOfficerShareInput, { error: 'scrutiny.noOfficers' })
  .min(1, 'scrutiny.noOfficers')
  .max(200, 'validation.invalid');

/** POST /scrutiny/allocations/{advertisementId}: hand the forms not yet allocated to officers. */
export const ZAllocationInput = z.object({ officers: ZOfficerShares });
export type TAllocationInput = z.output<typeof ZAllocationInput>;

/** POST /scrutiny/allocations/{advertisementId}/reallocation: move an officer's undecided forms. */
export const ZReallocationInput = z.object({ fromUserId: ZId, officers: ZOfficerShares });
export type TReallocationInput = z.output<typeof ZReallocationInput>;

const optionalFiscalYear = z.preprocess(
  (value) => (value === '' ? undefined : value),
  ZFiscalYearText.optional(),
);

/** GET /scrutiny/allocations?fiscalYear&search&page&pageSize */
export const ZAllocationListQuery = ZPageQuery.pick({
  page: true,
  pageSize: true,
  search: true,
}).extend({ fiscalYear: optionalFiscalYear });
export type TAllocationListQuery = z.output<typeof ZAllocationListQuery>;

/** GET /scrutiny/allocation-report[/{userId}]?fiscalYear */
export const ZAllocationReportQuery = z.object({ fiscalYear: optionalFiscalYear });

/** The allocation report: every officer's forms, with the total. */
export const ZAllocationReport = z.object({
  officers: z.array(ZOfficerForms.extend({ advertisements: z.number().int() })),
  total: ZFormCounts,
});
export type TAllocationReport = z.output<typeof ZAllocationReport>;

/** An officer's individual report: their forms by advertisement. */
export const ZIndividualAllocationReport = z.object({
  officer: ZScrutinyOfficer,
  advertisements: z.array(
    ZFormCounts.extend({
      advertisementId: z.number().int(),
      code: z.string(),
      postEn: z.string(),
      postNe: z.string(),
      finalisedAt: z.string().nullable(),
    }),
  ),
  total: ZFormCounts,
});
export type TIndividualAllocationReport = z.output<typeof ZIndividualAllocationReport>;
