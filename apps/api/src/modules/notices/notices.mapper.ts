import {
  adToBs,
  noticeStatusOn,
  publicNoticeImagePath,
  type TNotice,
  type TPublicNotice,
} from '@niyukti/shared';
import type { NoticeWithImage } from './notices.repository';

function fieldsOf({ notice }: NoticeWithImage) {
  return {
    id: notice.id,
    title: notice.title,
    description: notice.description,
    startDateAd: notice.startDate,
    startDateBs: adToBs(notice.startDate),
    endDateAd: notice.endDate,
    endDateBs: adToBs(notice.endDate),
  };
}

/** A notice for staff: every field, today's status and its image's facts. */
export function toNotice(row: NoticeWithImage, today: string): TNotice {
  const fields = fieldsOf(row);
  return {
    ...fields,
    status: noticeStatusOn(fields, today),
    image: { fileId: row.notice.imageFileId, ...row.image },
    createdAt: row.notice.createdAt.toISOString(),
    updatedAt: row.notice.updatedAt.toISOString(),
  };
}

/** A notice for anyone: no staff facts, the image by its public address. */
export function toPublicNotice(row: NoticeWithImage): TPublicNotice {
  return {
    ...fieldsOf(row),
    imageUrl: publicNoticeImagePath(row.notice.id, row.notice.imageFileId),
  };
}
