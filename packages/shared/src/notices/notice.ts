// Notices (back-office.md §3 "Notice: startdate, enddate, notice image, description"; §5 "start
// date, end date and image required; image Jpg or Png"). Shown to everyone, signed in or not,
// from the start date to the end date inclusive (Nepal's calendar day).
import { z } from 'zod';
import { pageOf, ZPageQuery } from '../api/envelope';
import { bsToAd } from '../dates/bs-date';
import type { MessageKey } from '../i18n/messages';
import { objectFieldsValid, requiredString, ZBsDateText, ZIsoDate } from '../validation/fields';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_DESCRIPTION_MAX = 5000;
/** Notice images are scaled down to fit this box (never up) when they are re-encoded. */
export const NOTICE_IMAGE_MAX_SIDE = 1600;
/** The multipart part that carries the image; the fields travel as JSON in part `data`. */
export const NOTICE_IMAGE_PART = 'image';

const noEdgeSpaces = (value: string) => value === value.trim();

/** The B.S. half names the same day as the A.D. half (checked once both are valid dates). */
function sameDayRule(ad: 'startDateAd' | 'endDateAd', bs: 'startDateBs' | 'endDateBs') {
  return {
    path: [bs],
    error: 'validation.bsAdMismatch' satisfies MessageKey,
    when: (payload: Parameters<typeof objectFieldsValid>[0]) =>
      objectFieldsValid(payload, [ad, bs]),
  };
}

/**
 * POST/PUT /api/internal/notices, part `data`; the form uses the same schema. Both calendars are
 * sent and must name the same day; the end may not be before the start.
 */
export const ZNoticeInput = z
  .object({
    title: requiredString()
      .refine(noEdgeSpaces, 'validation.noEdgeSpaces')
      .max(NOTICE_TITLE_MAX, 'validation.maxLength200'),
    description: requiredString()
      .refine(noEdgeSpaces, 'validation.noEdgeSpaces')
      .max(NOTICE_DESCRIPTION_MAX, 'notices.descriptionTooLong' satisfies MessageKey),
    startDateAd: ZIsoDate,
    startDateBs: ZBsDateText,
    endDateAd: ZIsoDate,
    endDateBs: ZBsDateText,
  })
  .refine((v) => bsToAd(v.startDateBs) === v.startDateAd, sameDayRule('startDateAd', 'startDateBs'))
  .refine((v) => bsToAd(v.endDateBs) === v.endDateAd, sameDayRule('endDateAd', 'endDateBs'))
  .refine((v) => v.endDateAd >= v.startDateAd, {
    path: ['endDateAd'],
    error: 'validation.endBeforeStart',
    when: (payload) => objectFieldsValid(payload, ['startDateAd', 'endDateAd']),
  });
export type TNoticeInput = z.output<typeof ZNoticeInput>;
/** What the form holds (text typed in either calendar's digits). */
export type TNoticeFormValues = z.input<typeof ZNoticeInput>;

/** GET /api/internal/notices?page&pageSize&search: every notice, newest first. */
export const ZNoticeQuery = ZPageQuery.pick({ page: true, pageSize: true, search: true });
export type TNoticeQuery = z.output<typeof ZNoticeQuery>;

/** Where a notice stands today: not yet shown, shown now, or no longer shown. */
export const NOTICE_STATUSES = ['upcoming', 'current', 'ended'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** The status of a notice on `today` (an A.D. day in Nepal). */
export function noticeStatusOn(
  notice: { startDateAd: string; endDateAd: string },
  today: string,
): NoticeStatus {
  if (today < notice.startDateAd) return 'upcoming';
  return today > notice.endDateAd ? 'ended' : 'current';
}

const noticeFields = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  startDateAd: z.string(),
  startDateBs: z.string(),
  endDateAd: z.string(),
  endDateBs: z.string(),
};

/** A notice as staff see it (MC). */
export const ZNotice = z.object({
  ...noticeFields,
  status: z.enum(NOTICE_STATUSES),
  image: z.object({
    fileId: z.number().int(),
    contentType: z.string(),
    byteSize: z.number().int(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TNotice = z.output<typeof ZNotice>;

export const ZNoticePage = pageOf(ZNotice);

/**
 * A notice shown today, as anyone may read it. `imageUrl` changes when the image does, so a
 * browser's cached copy never outlives a replacement.
 */
export const ZPublicNotice = z.object({ ...noticeFields, imageUrl: z.string() });
export type TPublicNotice = z.output<typeof ZPublicNotice>;

/** Public path of a notice's image (served only while the notice is shown). */
export const publicNoticeImagePath = (noticeId: number, fileId: number) =>
  `/api/public/notices/${noticeId}/image?v=${fileId}`;
