import {
  PAYMENT_PROVIDERS,
  VOUCHER_MAX_BYTES,
  ZVoucherFields,
  paymentWindowOf,
  toValidationIssues,
  todayIso,
  type TStaffVoucher,
  type TValidationIssue,
  type TVoucher,
} from '@niyukti/shared';
import type { Database, Executor } from '../../../db/client';
import { violatedUniqueConstraint } from '../../../db/unique-violation';
import { AppError } from '../../../platform/errors/app-error';
import type { FileStorage } from '../../../platform/files/file-storage';
import { inspectUpload, type UploadRule } from '../../../platform/files/inspect-upload';
import type { MultipartRecord } from '../../../platform/files/read-multipart-record';
import { findUploadedFile, withStoredUpload } from '../../../platform/files/stored-files';
import {
  findApplication,
  findApplicationOfCandidate,
  recordApplicationEvent,
} from '../../applications/index';
import { notifyPaymentVerified } from '../../notifications/index';
import * as payments from '../payments.repository';
import { newEbpCode, newOrderId } from '../payments.service';
import * as repo from './vouchers.repository';
import { validationFailed } from '../../../platform/errors/validation-failed';
import { filePart, type MultipartForm } from '../../../platform/files/multipart-form';

/** The voucher image: JPG or PNG by its bytes, under 500 KB; large scans are scaled down. */
const VOUCHER_IMAGE: UploadRule = {
  allowed: ['jpeg', 'png'],
  kindMessage: 'validation.fileJpgPng',
  maxBytes: VOUCHER_MAX_BYTES,
  maxWidth: 2000,
  maxHeight: 2000,
};

export const VOUCHER_FILE_PART = 'voucher';

/** POST /applications/:id/voucher: the voucher's fields as JSON and its scanned image. */
export const VOUCHER_UPLOAD: MultipartForm = {
  data: { schema: ZVoucherFields, required: true },
  files: [filePart(VOUCHER_FILE_PART, 'The scanned bank voucher', VOUCHER_IMAGE, true)],
};

type VoucherRow = NonNullable<Awaited<ReturnType<typeof repo.findVoucherOfApplication>>>;

function toVoucher(row: VoucherRow): TVoucher {
  return {
    id: row.id,
    applicationId: row.applicationId,
    voucherNumber: row.voucherNumber,
    bankId: row.bankId,
    bankCode: row.bankCode,
    bankEn: row.bankEn,
    bankNe: row.bankNe,
    paymentMethod: row.paymentMethod as TVoucher['paymentMethod'],
    amountPaisa: row.amountPaisa,
    status: row.status,
    locked: row.locked,
    remarks: row.remarks,
    uploadedAt: row.uploadedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toStaffVoucher(row: repo.StaffVoucherRow): TStaffVoucher {
  return {
    ...toVoucher(row),
    masterId: row.masterId,
    candidateName: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
    advertisementCode: row.advertisementCode,
    advertisementNumber: row.advertisementNumber,
    postEn: row.postEn,
    postNe: row.postNe,
    feePaisa: row.feePaisa,
    applicationPaymentStatus: row.applicationPaymentStatus,
  };
}

export function createVoucherService(deps: { db: Database; files: FileStorage }) {
  const { db } = deps;

  /** The fields and the image, each checked; every problem at once. */
  async function readUpload(body: MultipartRecord) {
    const parsed = ZVoucherFields.safeParse(body.data);
    const issues = parsed.success ? [] : toValidationIssues(parsed.error);
    const bytes = body.files.get(VOUCHER_FILE_PART);
    let image;
    if (!bytes) issues.push({ path: VOUCHER_FILE_PART, message: 'validation.required' });
    else
      image = await inspectUpload(bytes, VOUCHER_IMAGE, VOUCHER_FILE_PART).catch(
        (error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          issues.push(...((error.data as { issues: TValidationIssue[] }).issues ?? []));
          return undefined;
        },
      );
    if (parsed.success && !(await repo.bankExists(db, parsed.data.bankId)))
      issues.push({ path: 'bankId', message: 'validation.invalid' });
    if (issues.length > 0 || !parsed.success || !image) throw validationFailed(issues);
    return { fields: parsed.data, image };
  }

  /** The application may take a voucher now: unpaid (or pending on its own voucher), in its window. */
  async function lockPayableApplication(tx: Executor, applicationId: number, userId: number) {
    const locked = await payments.lockApplication(tx, applicationId);
    const application = await findApplicationOfCandidate(tx, applicationId, userId);
    if (!locked || !application) throw new AppError('NOT_FOUND');
    if (application.paymentStatus === 'paid') throw new AppError('ALREADY_PAID');
    const window = paymentWindowOf(application, todayIso());
    if (window.state !== 'payable')
      throw new AppError('NOT_PAYABLE', { paymentWindow: window.state });
    return application;
  }

  async function uploadVoucher(
    applicationId: number,
    candidateUserId: number,
    body: MultipartRecord,
  ) {
    // Cheap checks first, before any bytes are stored.
    const application = await findApplicationOfCandidate(db, applicationId, candidateUserId);
    if (!application) throw new AppError('NOT_FOUND');
    const { fields, image } = await readUpload(body);
    const upload = { ...image, ownerUserId: candidateUserId, uploadedBy: candidateUserId };
    try {
      await withStoredUpload(deps, upload, async (tx, file) => {
        const current = await lockPayableApplication(tx, applicationId, candidateUserId);
        const open = await repo.lockOpenVoucher(tx, applicationId);
        // Pending without a voucher: an online payment still being confirmed.
        if (current.paymentStatus === 'pending' && !open) throw new AppError('PAYMENT_PENDING');
        if (open?.locked || open?.status === 'approved') throw new AppError('VOUCHER_LOCKED');
        const values = {
          bankId: fields.bankId,
          voucherNumber: fields.voucherNumber,
          paymentMethod: fields.paymentMethod,
          amountPaisa: current.feePaisa,
          fileId: file.id,
        };
        // A voucher not yet verified is replaced (a clearer photo, a typo in the number).
        const voucherId = open
          ? (await repo.updateVoucher(tx, open.id, { ...values, uploadedAt: new Date() }), open.id)
          : await repo.insertVoucher(tx, { ...values, applicationId });
        await payments.setApplicationPaymentStatus(tx, applicationId, 'pending');
        await repo.recordVoucherAudit(tx, {
          action: open ? 'voucher.replace' : 'voucher.submit',
          voucherId,
          actorUserId: candidateUserId,
          before: open ? { fileId: open.fileId } : null,
          after: values,
        });
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'payment_vouchers_bank_number_key')
        throw new AppError('DUPLICATE_VOUCHER', {
          issues: [{ path: 'voucherNumber', message: 'error.DUPLICATE_VOUCHER' }],
        });
      throw error;
    }
    const saved = await getVoucher(applicationId, candidateUserId);
    if (!saved) throw new AppError('VOUCHER_NOT_PAID'); // just written: never
    return saved;
  }

  /**
   * The application's voucher (the open one, else the last rejected one), or null while it has
   * had none: most applications are paid online, and "none" is an answer, not an error.
   */
  async function getVoucher(
    applicationId: number,
    candidateUserId: number,
  ): Promise<TVoucher | null> {
    const application = await findApplicationOfCandidate(db, applicationId, candidateUserId);
    if (!application) throw new AppError('NOT_FOUND');
    const row = await repo.findVoucherOfApplication(db, applicationId);
    return row ? toVoucher(row) : null;
  }

  async function readImage(fileId: number) {
    const file = await findUploadedFile(db, fileId);
    const bytes = file && (await deps.files.read(file.storageKey));
    if (!file || !bytes) throw new AppError('NOT_FOUND');
    return { bytes, contentType: file.contentType };
  }

  async function candidateImage(applicationId: number, candidateUserId: number) {
    const application = await findApplicationOfCandidate(db, applicationId, candidateUserId);
    const row = application && (await repo.findVoucherOfApplication(db, applicationId));
    if (!row) throw new AppError('VOUCHER_NOT_PAID');
    return readImage(row.fileId);
  }

  async function staffImage(voucherId: number) {
    const row = await repo.findStaffVoucher(db, voucherId);
    if (!row) throw new AppError('NOT_FOUND');
    return readImage(row.fileId);
  }

  async function listVouchers(query: repo.VoucherQuery) {
    const { items, total } = await repo.listStaffVouchers(db, query);
    return { items: items.map(toStaffVoucher), total, page: query.page, pageSize: query.pageSize };
  }

  async function approve(tx: Executor, voucher: repo.StaffVoucherRow, staffUserId: number) {
    const application = await findApplication(tx, voucher.applicationId);
    if (application!.paymentStatus === 'paid') throw new AppError('ALREADY_PAID');
    const { id: paymentId } = await payments.insertPayment(
      tx,
      {
        applicationId: voucher.applicationId,
        provider: PAYMENT_PROVIDERS.BANK_VOUCHER,
        orderId: newOrderId(),
        amountPaisa: voucher.amountPaisa,
      },
      newEbpCode,
    );
    const providerRef = `${voucher.bankCode}:${voucher.voucherNumber}`;
    await payments.updatePayment(tx, paymentId, {
      status: 'paid',
      providerRef,
      providerStatus: 'VERIFIED',
      paidAt: new Date(),
    });
    await payments.setApplicationPaymentStatus(tx, voucher.applicationId, 'paid');
    await recordApplicationEvent(tx, {
      applicationId: voucher.applicationId,
      kind: 'paid',
      actorUserId: staffUserId,
      detail: { provider: 'BANK_VOUCHER', providerRef: voucher.voucherNumber },
    });
    await notifyPaymentVerified(tx, voucher.applicationId);
    return { status: 'approved' as const, locked: true, paymentId };
  }

  /**
   * Staff verify a voucher: approve (the fee is paid, the voucher locked) or reject with the
   * reason (the candidate may upload another). A voucher is decided once; the same decision
   * sent again (a double click) changes nothing, another one is a conflict.
   */
  async function decide(
    voucherId: number,
    staffUserId: number,
    decision: 'approve' | 'reject',
    remarks: string | undefined,
  ) {
    if (decision === 'reject' && !remarks)
      throw validationFailed([{ path: 'remarks', message: 'validation.required' }]);
    await db.transaction(async (tx) => {
      const row = await repo.lockVoucher(tx, voucherId);
      if (!row) throw new AppError('NOT_FOUND');
      await payments.lockApplication(tx, row.applicationId);
      const decided = decision === 'approve' ? 'approved' : 'rejected';
      if (row.status === decided) return;
      if (row.status !== 'submitted') throw new AppError('CONFLICT', { status: row.status });
      const voucher = (await repo.findStaffVoucher(tx, voucherId))!;
      const change =
        decision === 'approve'
          ? await approve(tx, voucher, staffUserId)
          : { status: 'rejected' as const, locked: false };
      if (decision === 'reject')
        await payments.setApplicationPaymentStatus(tx, row.applicationId, 'unpaid');
      await repo.updateVoucher(tx, voucherId, {
        ...change,
        remarks: remarks ?? null,
        decidedAt: new Date(),
        decidedBy: staffUserId,
      });
      await repo.recordVoucherAudit(tx, {
        action: `voucher.${decision}`,
        voucherId,
        actorUserId: staffUserId,
        before: { status: row.status },
        after: { status: change.status, remarks: remarks ?? null },
      });
    });
    return toStaffVoucher((await repo.findStaffVoucher(db, voucherId))!);
  }

  /** The voucher lock screen's search: the candidate and each application's voucher. */
  async function findForLock(search: string) {
    const candidate = await repo.findCandidateForLock(db, search);
    if (!candidate) throw new AppError('USER_NOT_FOUND');
    return {
      userId: candidate.userId,
      masterId: candidate.masterId,
      fullName: [candidate.firstName, candidate.middleName, candidate.lastName]
        .filter(Boolean)
        .join(' '),
      applications: await repo.listApplicationsWithVouchers(db, candidate.userId),
    };
  }

  /** Locks or unlocks a candidate's voucher for one advertisement (LUV). */
  async function setLock(
    candidateUserId: number,
    advertisementId: number,
    locked: boolean,
    staffUserId: number,
  ) {
    await db.transaction(async (tx) => {
      const application = await repo.findApplicationFor(tx, candidateUserId, advertisementId);
      const voucher = application && (await repo.lockOpenVoucher(tx, application.id));
      if (!voucher) throw new AppError('VOUCHER_NOT_PAID_PREVIOUSLY');
      if (voucher.locked === locked) return;
      // An approved voucher paid the fee: it stays locked for good.
      if (voucher.status === 'approved') throw new AppError('CONFLICT', { status: 'approved' });
      await repo.updateVoucher(tx, voucher.id, { locked });
      await repo.recordVoucherAudit(tx, {
        action: locked ? 'voucher.lock' : 'voucher.unlock',
        voucherId: voucher.id,
        actorUserId: staffUserId,
        before: { locked: voucher.locked },
        after: { locked },
      });
    });
  }

  return {
    uploadVoucher,
    getVoucher,
    candidateImage,
    staffImage,
    listVouchers,
    decide,
    findForLock,
    setLock,
  };
}
