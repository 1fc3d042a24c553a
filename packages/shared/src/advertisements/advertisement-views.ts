// An advertisement as staff see it: identity (back-office.md §3), status, every date in both
// calendars, and on the detail its exam centres and the timeline of every step with who took it.
import { z } from 'zod';
import { ZExamCentre, ZLocalLevel, ZPostPlace } from '../vacancies/vacancy';
import { ADVERTISEMENT_ACTIONS, ADVERTISEMENT_STATUSES } from './lifecycle';

const ZDateText = z.string();

export const ZAdvertisementView = z.object({
  id: z.number().int(),
  code: z.string(),
  advertisementNumber: z.string(),
  oldAdvertisementNumber: z.string().nullable(),
  status: z.enum(ADVERTISEMENT_STATUSES),
  ...ZPostPlace.shape,
  quotaId: z.number().int(),
  quotaEn: z.string(),
  quotaNe: z.string(),
  localBody: ZLocalLevel.nullable(),
  vacancyCount: z.number().int(),
  feePaisa: z.number().int(),
  /** The requisition whose distribution made it (its dates wait for publishing); null by hand. */
  requisitionNumber: z.string().nullable(),
  // The five planned dates are empty on an advertisement a distribution made, until published.
  publishDateAd: ZDateText.nullable(),
  publishDateBs: ZDateText.nullable(),
  singleFeeDeadlineAd: ZDateText.nullable(),
  singleFeeDeadlineBs: ZDateText.nullable(),
  paymentLastDateAd: ZDateText.nullable(),
  paymentLastDateBs: ZDateText.nullable(),
  doubleFeeDeadlineAd: ZDateText.nullable(),
  doubleFeeDeadlineBs: ZDateText.nullable(),
  doubleFeePaymentLastDateAd: ZDateText.nullable(),
  doubleFeePaymentLastDateBs: ZDateText.nullable(),
  ageCutOffDateAd: ZDateText.nullable(),
  ageCutOffDateBs: ZDateText.nullable(),
  admitCardDateAd: ZDateText.nullable(),
  admitCardDateBs: ZDateText.nullable(),
  /** Set while a job is to publish it (a pending advertisement), kept afterwards. */
  scheduledPublishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  liveAt: z.string().nullable(),
  rejectionRemarks: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdvertisementView = z.output<typeof ZAdvertisementView>;

export const ZAdvertisementEvent = z.object({
  id: z.number().int(),
  action: z.enum(ADVERTISEMENT_ACTIONS),
  fromStatus: z.enum(ADVERTISEMENT_STATUSES).nullable(),
  toStatus: z.enum(ADVERTISEMENT_STATUSES),
  /** Null when the scheduler acted. */
  actor: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable(),
  remarks: z.string().nullable(),
  at: z.string(),
});
export type TAdvertisementEvent = z.output<typeof ZAdvertisementEvent>;

export const ZAdvertisementDetail = ZAdvertisementView.extend({
  /** The centres candidates choose between when applying, by name. */
  examCentres: z.array(ZExamCentre),
  events: z.array(ZAdvertisementEvent),
});
export type TAdvertisementDetail = z.output<typeof ZAdvertisementDetail>;
