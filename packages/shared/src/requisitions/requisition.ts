// A requisition (माग): an office asks the commission to fill a post's vacancies (back-office.md
// §3 "Requisition", "Requisition form"; §4; §5 "Requisition form"). Its life: filed → approved or
// rejected (with remarks) → distributed (its quota split approved, advertisements made) →
// advertised (those advertisements published).
import { z } from 'zod';
import { pageOf, ZPageQuery } from '../api/envelope';
import type { LocalizedText, MessageKey } from '../i18n/messages';
import { ZPostPlace } from '../vacancies/vacancy';
import { bsToAd } from '../dates/bs-date';
import {
  objectFieldsValid,
  requiredString,
  wholeNumber,
  ZBsDateText,
  ZId,
  ZIsoDate,
} from '../validation/fields';

export const REQUISITION_STATUSES = [
  'filed',
  'approved',
  'rejected',
  'distributed',
  'advertised',
] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

export const REQUISITION_STATUS_LABELS: Record<RequisitionStatus, LocalizedText> = {
  filed: { en: 'Waiting for approval', ne: 'स्वीकृतिको प्रतीक्षामा' },
  approved: { en: 'Approved', ne: 'स्वीकृत' },
  rejected: { en: 'Rejected', ne: 'अस्वीकृत' },
  distributed: { en: 'Distributed', ne: 'वितरण भयो' },
  advertised: { en: 'Advertised', ne: 'विज्ञापन भयो' },
};

/** The steps of the flow, each a line of the timeline. */
export const REQUISITION_ACTIONS = [
  'file',
  'approve',
  'reject',
  'distribute',
  'returnDistribution',
  'advertise',
] as const;
export type RequisitionAction = (typeof REQUISITION_ACTIONS)[number];

export const REQUISITION_ACTION_LABELS: Record<RequisitionAction, LocalizedText> = {
  file: { en: 'Filed', ne: 'माग पेस गरियो' },
  approve: { en: 'Approved', ne: 'स्वीकृत गरियो' },
  reject: { en: 'Rejected', ne: 'अस्वीकृत गरियो' },
  distribute: { en: 'Distributed between the groups', ne: 'समूहहरूबीच पद वितरण गरियो' },
  returnDistribution: {
    en: 'Distribution returned for correction',
    ne: 'वितरण सच्याउन फिर्ता पठाइयो',
  },
  // The distribution's approval makes the pending advertisements; publishing them is later.
  advertise: {
    en: 'Distribution approved; advertisements made',
    ne: 'वितरण स्वीकृत; विज्ञापनहरू तयार भए',
  },
};

/** The multipart part carrying the requisition's document; its fields travel as JSON in `data`. */
export const REQUISITION_DOCUMENT_PART = 'document';
export const REQUISITION_TEXT_MAX = 1000;
export const MAX_REQUISITION_VACANCIES = 10_000;

const text = () =>
  requiredString({ trim: true }).max(
    REQUISITION_TEXT_MAX,
    'validation.maxLength1000' satisfies MessageKey,
  );

/**
 * POST /api/internal/requisitions, part `data`; the form uses the same schema. The service,
 * class, group and sub group narrow the post down; the server checks they are the post's own.
 * The sub group is null for a post of a group without sub groups.
 */
export const ZRequisitionInput = z.object({
  organizationId: ZId,
  serviceId: ZId,
  classId: ZId,
  groupId: ZId,
  subGroupId: ZId.nullable().optional(),
  postId: ZId,
  demandOfficeId: ZId,
  totalVacancy: wholeNumber(1, MAX_REQUISITION_VACANCIES, 'requisitions.vacancyRange'),
  requisitionRemarks: text(),
  workSummary: text(),
  remarks: text(),
});
export type TRequisitionInput = z.output<typeof ZRequisitionInput>;
export type TRequisitionFormValues = z.input<typeof ZRequisitionInput>;

/** GET /api/internal/requisitions: newest first; search by number, post or office. */
export const ZRequisitionQuery = ZPageQuery.pick({
  page: true,
  pageSize: true,
  search: true,
}).extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REQUISITION_STATUSES, { error: 'validation.invalid' }).optional(),
  ),
});
export type TRequisitionQuery = z.output<typeof ZRequisitionQuery>;

const ZNamed = z.object({ id: z.number().int(), nameEn: z.string(), nameNe: z.string() });

export const ZRequisitionSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  fiscalYear: z.string(),
  status: z.enum(REQUISITION_STATUSES),
  organization: ZNamed,
  demandOffice: ZNamed,
  ...ZPostPlace.shape,
  totalVacancy: z.number().int(),
  /** The post's class is gazetted: approving asks for the consent letter (decision 143). */
  gazetted: z.boolean(),
  requestedAt: z.string(),
});
export type TRequisitionSummary = z.output<typeof ZRequisitionSummary>;

export const ZRequisitionPage = pageOf(ZRequisitionSummary);

export const ZRequisitionEvent = z.object({
  id: z.number().int(),
  action: z.enum(REQUISITION_ACTIONS),
  actor: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  remarks: z.string().nullable(),
  at: z.string(),
});
export type TRequisitionEvent = z.output<typeof ZRequisitionEvent>;

export const ZRequisitionDetail = ZRequisitionSummary.extend({
  requisitionRemarks: z.string(),
  workSummary: z.string(),
  remarks: z.string(),
  document: z.object({
    contentType: z.string(),
    byteSize: z.number().int(),
  }),
  approvalRemarks: z.string().nullable(),
  rejectionRemarks: z.string().nullable(),
  consentLetter: z
    .object({ number: z.string(), dateAd: z.string(), dateBs: z.string() })
    .nullable(),
  events: z.array(ZRequisitionEvent),
});
export type TRequisitionDetail = z.output<typeof ZRequisitionDetail>;

export const REQUISITION_DECISIONS = ['approve', 'reject'] as const;
export type RequisitionDecision = (typeof REQUISITION_DECISIONS)[number];

/**
 * The letter by which the Ministry of Federal Affairs and General Administration consents to a
 * gazetted post's requisition (decision 143, *unverified*): its number and its date, the date in
 * both calendars naming the same day.
 */
export const ZConsentLetter = z
  .object({
    number: requiredString({ trim: true }).max(100, 'validation.maxLength100' satisfies MessageKey),
    dateAd: ZIsoDate,
    dateBs: ZBsDateText,
  })
  .refine((letter) => bsToAd(letter.dateBs) === letter.dateAd, {
    path: ['dateBs'],
    error: 'validation.bsAdMismatch' satisfies MessageKey,
    when: (payload) => objectFieldsValid(payload, ['dateAd', 'dateBs']),
  });
export type TConsentLetter = z.output<typeof ZConsentLetter>;

const decisionFields = {
  decision: z.enum(REQUISITION_DECISIONS, { error: 'validation.invalid' }),
  remarks: requiredString({ trim: true }).max(500, 'validation.maxLength500' satisfies MessageKey),
};

/**
 * POST /api/internal/requisitions/:id/decision: approve or reject, each with its remarks;
 * approving a gazetted post's requisition also needs the consent letter (the server checks).
 */
export const ZRequisitionDecision = z.object({
  ...decisionFields,
  consentLetter: ZConsentLetter.optional(),
});
export type TRequisitionDecision = z.output<typeof ZRequisitionDecision>;
/** The approval of a gazetted post's requisition, as its form asks it: the letter required. */
export const ZGazettedApproval = z.object({ ...decisionFields, consentLetter: ZConsentLetter });

/** An organization staff may file a requisition for (the form's choice). */
export const ZRequestingOrganization = ZNamed;
export type TRequestingOrganization = z.output<typeof ZRequestingOrganization>;
