import {
  NOTICE_IMAGE_MAX_SIDE,
  NOTICE_IMAGE_PART,
  todayIso,
  toValidationIssues,
  ZNoticeInput,
  type TNotice,
  type TNoticeInput,
  type TNoticeQuery,
  type TValidationIssue,
  type AuditAction,
  ZPublicNotice,
} from '@niyukti/shared';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/files/file-storage';
import {
  inspectUpload,
  MAX_UPLOAD_BYTES,
  type InspectedUpload,
  type UploadRule,
} from '../../platform/files/inspect-upload';
import type { MultipartRecord } from '../../platform/files/read-multipart-record';
import { deleteUploadedFile, withStoredUploads } from '../../platform/files/stored-files';
import { toNotice, toPublicNotice } from './notices.mapper';
import * as repo from './notices.repository';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createAnswerCache } from '../../platform/shared-reads/answer-cache';
import type { CachedAnswer } from '../../platform/shared-reads/ready-answer';
import type { ReadInvalidation } from '../../platform/shared-reads/read-invalidation';
import { knownIssue, validationFailed } from '../../platform/errors/validation-failed';
import { filePart, type MultipartForm } from '../../platform/files/multipart-form';

/** back-office.md §5: the notice image is Jpg or Png; re-encoded and fitted into 1600 px. */
const NOTICE_IMAGE_RULE: UploadRule = {
  allowed: ['jpeg', 'png'],
  kindMessage: 'validation.fileJpgPng',
  maxBytes: MAX_UPLOAD_BYTES,
  maxWidth: NOTICE_IMAGE_MAX_SIDE,
  maxHeight: NOTICE_IMAGE_MAX_SIDE,
};

/** A notice's save: its fields as JSON and its image (required when the notice is new). */
export const noticeUploadOf = (save: 'add' | 'change'): MultipartForm => ({
  data: { schema: ZNoticeInput, required: true },
  files: [filePart(NOTICE_IMAGE_PART, 'The notice image', NOTICE_IMAGE_RULE, save === 'add')],
});

/** The fields and the checked image of a save, or every problem with them at once. */
async function checkedSave(body: MultipartRecord, isNew: boolean) {
  const issues: TValidationIssue[] = [];
  const parsed = ZNoticeInput.safeParse(body.data);
  if (!parsed.success) issues.push(...toValidationIssues(parsed.error).map(knownIssue));
  let image: InspectedUpload | undefined;
  const bytes = body.files.get(NOTICE_IMAGE_PART);
  if (bytes) {
    try {
      image = await inspectUpload(bytes, NOTICE_IMAGE_RULE, NOTICE_IMAGE_PART);
    } catch (error) {
      const refused = (error as AppError).data as { issues?: TValidationIssue[] } | undefined;
      if (!(error instanceof AppError) || !refused?.issues) throw error;
      issues.push(...refused.issues);
    }
  } else if (isNew) issues.push({ path: NOTICE_IMAGE_PART, message: 'validation.required' });
  if (issues.length > 0 || !parsed.success) throw validationFailed(issues);
  return { input: parsed.data, image };
}

// The day's notices change when staff save one (which says so) or when the day turns (a new
// key); the time to live is only a net.
const SHOWING_TTL_MS = 5 * 60_000;
const SHOWING_MAX_BYTES = 1024 * 1024;

/** The public list's answer, checked once when made. */
export const ZPublicNoticesResponse = envelopeOf(z.array(ZPublicNotice));

const valuesOf = (input: TNoticeInput) => ({
  title: input.title,
  description: input.description,
  startDate: input.startDateAd,
  endDate: input.endDateAd,
});

/** Notices: staff keep them (MC, audited); anyone reads those shown today (Nepal's day). */
export function createNoticesService(deps: {
  db: Database;
  files: FileStorage;
  reads: ReadInvalidation;
}) {
  const showing = createAnswerCache(deps.reads, {
    topics: ['notices'],
    ttlMs: SHOWING_TTL_MS,
    maxBytes: SHOWING_MAX_BYTES,
    schema: ZPublicNoticesResponse,
  });

  async function viewOf(executor: Executor, id: number): Promise<TNotice> {
    const row = await repo.findNotice(executor, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toNotice(row, todayIso());
  }

  async function listNotices(query: TNoticeQuery) {
    const { rows, total } = await repo.listNotices(deps.db, query);
    const today = todayIso();
    return {
      items: rows.map((row) => toNotice(row, today)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Adds (`id` undefined) or changes a notice, its image stored and recorded in one transaction;
   * an image it replaces is forgotten with it and its bytes removed once committed.
   */
  async function saveNotice(body: MultipartRecord, actorUserId: number, id?: number) {
    const { input, image } = await checkedSave(body, id === undefined);
    const uploads = image ? [{ ...image, ownerUserId: actorUserId, uploadedBy: actorUserId }] : [];
    const { noticeId, replacedKey } = await withStoredUploads(deps, uploads, async (tx, files) => {
      const imageFileId = files[0]?.id;
      if (id === undefined) {
        const created = await repo.insertNotice(tx, {
          ...valuesOf(input),
          imageFileId: imageFileId!,
          createdBy: actorUserId,
        });
        await audit(tx, actorUserId, 'notice.create', created, null, await viewOf(tx, created));
        return { noticeId: created, replacedKey: undefined };
      }
      const previous = await repo.findNotice(tx, id, { lock: true });
      if (!previous) throw new AppError('NOT_FOUND');
      const before = toNotice(previous, todayIso());
      await repo.updateNotice(tx, id, { ...valuesOf(input), imageFileId });
      const replaced =
        imageFileId === undefined ? undefined : await deleteUploadedFile(tx, before.image.fileId);
      await audit(tx, actorUserId, 'notice.update', id, before, await viewOf(tx, id));
      return { noticeId: id, replacedKey: replaced?.storageKey };
    });
    await deps.reads.changed('notices');
    if (replacedKey) await deps.files.remove(replacedKey);
    return viewOf(deps.db, noticeId);
  }

  /** Removes a notice and its image. */
  async function deleteNotice(id: number, actorUserId: number) {
    const storageKey = await deps.db.transaction(async (tx) => {
      const row = await repo.findNotice(tx, id, { lock: true });
      if (!row) throw new AppError('NOT_FOUND');
      const before = toNotice(row, todayIso());
      await repo.deleteNotice(tx, id);
      const file = await deleteUploadedFile(tx, row.notice.imageFileId);
      await audit(tx, actorUserId, 'notice.delete', id, before, null);
      return file?.storageKey;
    });
    await deps.reads.changed('notices');
    if (storageKey) await deps.files.remove(storageKey);
  }

  /** The notices shown today, ready to send: kept by Nepal's day, forgotten when staff save. */
  function listShowingNotices(): Promise<CachedAnswer> {
    const today = todayIso();
    return showing.answer(today, async () =>
      ok((await repo.listShowingNotices(deps.db, today)).map(toPublicNotice)),
    );
  }

  /**
   * The image of a notice: for anyone only while it is shown today, for staff always. Anything
   * else is the same 404 as a notice that does not exist.
   */
  async function readImage(id: number, viewer: 'public' | 'staff') {
    const row =
      viewer === 'public'
        ? await repo.findShowingNoticeImage(deps.db, id, todayIso())
        : await repo.findNoticeImage(deps.db, id);
    const bytes = row ? await deps.files.read(row.storageKey) : null;
    if (!row || !bytes) throw new AppError('NOT_FOUND');
    return { bytes, contentType: row.contentType };
  }

  return {
    listNotices,
    getNotice: (id: number) => viewOf(deps.db, id),
    saveNotice,
    deleteNotice,
    listShowingNotices,
    readImage,
  };
}

function audit(
  tx: Executor,
  actorUserId: number,
  action: AuditAction,
  id: number,
  before: TNotice | null,
  after: TNotice | null,
) {
  return recordAudit(tx, {
    actorUserId,
    action,
    entity: 'notice',
    entityId: String(id),
    before,
    after,
  });
}
