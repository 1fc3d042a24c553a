import {
  fiscalYearOf,
  MESSAGES,
  REQUISITION_DOCUMENT_PART,
  REQUISITION_STATUS_LABELS,
  todayIso,
  toValidationIssues,
  ZRequisitionInput,
  type RequisitionStatus,
  type TRequestingOrganization,
  type TRequisitionDecision,
  type TRequisitionDetail,
  type TRequisitionInput,
  type TRequisitionQuery,
  type TValidationIssue,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { takeNextNumber } from '../../db/number-sequences';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { messageWith, stateInSentence } from '../../platform/errors/message-with';
import { knownIssue, validationFailed } from '../../platform/errors/validation-failed';
import type { FileStorage } from '../../platform/files/file-storage';
import {
  inspectUpload,
  MAX_UPLOAD_BYTES,
  type InspectedUpload,
  type UploadRule,
} from '../../platform/files/inspect-upload';
import { filePart, type MultipartForm } from '../../platform/files/multipart-form';
import type { MultipartRecord } from '../../platform/files/read-multipart-record';
import { withStoredUpload } from '../../platform/files/stored-files';
import { toRequisitionDetail, toRequisitionSummary } from './requisitions.mapper';
import * as repo from './requisitions.repository';
import { readAll } from '../../db/read-all';

/** back-office.md §5: the requisition's document is an image or a PDF under 500 KB. */
const DOCUMENT_RULE: UploadRule = {
  allowed: ['jpeg', 'png', 'pdf'],
  kindMessage: 'validation.filePdfJpgPng',
  maxBytes: MAX_UPLOAD_BYTES,
  maxWidth: 2000,
  maxHeight: 2000,
};

/** A requisition's save: its fields as JSON and its document, both required. */
export const REQUISITION_FORM: MultipartForm = {
  data: { schema: ZRequisitionInput, required: true },
  files: [filePart(REQUISITION_DOCUMENT_PART, 'The requisition document', DOCUMENT_RULE, true)],
};

/** `RQ-12/082-83`: the number within the fiscal year, and the year as advertisement numbers write it. */
const requisitionNumber = (sequence: number, fiscalYear: string) =>
  `RQ-${sequence}/${fiscalYear.slice(1)}`;

const field = (path: string, message: keyof typeof MESSAGES): TValidationIssue => ({
  path,
  message,
});

/** The problems of the document part: none, or why it is refused. */
async function inspectDocument(
  bytes: Buffer | undefined,
): Promise<{ document?: InspectedUpload; issues: TValidationIssue[] }> {
  if (!bytes || bytes.length === 0)
    return { issues: [field(REQUISITION_DOCUMENT_PART, 'requisitions.noDocument')] };
  try {
    return {
      document: await inspectUpload(bytes, DOCUMENT_RULE, REQUISITION_DOCUMENT_PART),
      issues: [],
    };
  } catch (error) {
    const refused = (error as AppError).data as { issues?: TValidationIssue[] } | undefined;
    if (!(error instanceof AppError) || !refused?.issues) throw error;
    return { issues: refused.issues };
  }
}

/** 409 naming the state the requisition is in now, in both languages. */
function wrongState(status: RequisitionStatus) {
  return new AppError(
    'CONFLICT',
    { status },
    messageWith('requisitions.cannotDecide', {
      status: stateInSentence(REQUISITION_STATUS_LABELS[status]),
    }),
  );
}

/** Requisitions (RQ): filed by an office for itself, decided by the commission; audited. */
export function createRequisitionsService(deps: { db: Database; files: FileStorage }) {
  const { db } = deps;

  /** The user's organization: the commission sees every requisition, an office its own. */
  async function organizationOf(executor: Executor, userId: number) {
    const organization = await repo.findOrganizationOfUser(executor, userId);
    if (!organization) throw new AppError('FORBIDDEN');
    const scope: repo.RequisitionScope = organization.isCommission
      ? 'all'
      : { organizationId: organization.id };
    return { ...organization, scope };
  }

  /** The references the fields name: real, active, and agreeing with the post's own place. */
  async function referenceIssues(
    executor: Executor,
    input: TRequisitionInput,
    actor: { id: number; isCommission: boolean },
  ): Promise<TValidationIssue[]> {
    const issues: TValidationIssue[] = [];
    if (!actor.isCommission && input.organizationId !== actor.id)
      issues.push(field('organizationId', 'requisitions.ownOrganizationOnly'));
    else if ((await repo.listRequestingOrganizations(executor, input.organizationId)).length === 0)
      issues.push(field('organizationId', 'requisitions.organizationCannotRequest'));
    const { post, office } = await repo.findPostAndOffice(
      executor,
      input.postId,
      input.demandOfficeId,
    );
    if (!post || !post.active) issues.push(field('postId', 'validation.unknownReference'));
    else if (
      post.serviceId !== input.serviceId ||
      post.classId !== input.classId ||
      post.groupId !== input.groupId ||
      (post.subGroupId ?? null) !== (input.subGroupId ?? null)
    )
      issues.push(field('postId', 'requisitions.postMismatch'));
    if (!office || !office.active)
      issues.push(field('demandOfficeId', 'validation.unknownReference'));
    return issues;
  }

  async function detailOf(executor: Executor, id: number, scope: repo.RequisitionScope) {
    const row = await repo.findRequisitionView(executor, id, scope);
    if (!row) throw new AppError('NOT_FOUND');
    const [document, events] = await readAll(executor, [
      () => repo.findDocument(executor, row.requisition.documentFileId),
      () => repo.listEvents(executor, id),
    ]);
    return toRequisitionDetail(row, document!, events);
  }

  async function list(userId: number, query: TRequisitionQuery) {
    const { scope } = await organizationOf(db, userId);
    const { rows, total } = await repo.listRequisitions(db, scope, query);
    return {
      items: rows.map(toRequisitionSummary),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function get(userId: number, id: number): Promise<TRequisitionDetail> {
    const { scope } = await organizationOf(db, userId);
    return detailOf(db, id, scope);
  }

  async function readDocument(userId: number, id: number) {
    const { scope } = await organizationOf(db, userId);
    const row = await repo.findRequisitionView(db, id, scope);
    const file = row ? await repo.findDocument(db, row.requisition.documentFileId) : undefined;
    const bytes = file ? await deps.files.read(file.storageKey) : null;
    if (!row || !file || !bytes) throw new AppError('NOT_FOUND');
    return { bytes, contentType: file.contentType, number: row.requisition.number };
  }

  /** The organizations the user may file for: every requesting one (the commission), or their own. */
  async function requestingOrganizations(userId: number): Promise<TRequestingOrganization[]> {
    const organization = await organizationOf(db, userId);
    return repo.listRequestingOrganizations(
      db,
      organization.isCommission ? undefined : organization.id,
    );
  }

  /** Files a requisition: fields, references and document checked together, then one transaction. */
  async function file(body: MultipartRecord, actorUserId: number): Promise<TRequisitionDetail> {
    const organization = await organizationOf(db, actorUserId);
    const parsed = ZRequisitionInput.safeParse(body.data);
    const issues = parsed.success ? [] : toValidationIssues(parsed.error).map(knownIssue);
    const { document, issues: documentIssues } = await inspectDocument(
      body.files.get(REQUISITION_DOCUMENT_PART),
    );
    issues.push(...documentIssues);
    if (parsed.success) issues.push(...(await referenceIssues(db, parsed.data, organization)));
    if (issues.length > 0 || !parsed.success || !document) throw validationFailed(issues);
    const input = parsed.data;
    const upload = { ...document, ownerUserId: actorUserId, uploadedBy: actorUserId };
    const id = await withStoredUpload(deps, upload, async (tx, stored) => {
      const fiscalYear = fiscalYearOf(todayIso());
      const sequence = await takeNextNumber(tx, 'requisition', fiscalYear);
      const row = await repo.insertRequisition(tx, {
        number: requisitionNumber(sequence, fiscalYear),
        fiscalYear,
        organizationId: input.organizationId,
        postId: input.postId,
        demandOfficeId: input.demandOfficeId,
        totalVacancy: input.totalVacancy,
        requisitionRemarks: input.requisitionRemarks,
        workSummary: input.workSummary,
        remarks: input.remarks,
        documentFileId: stored.id,
        filedBy: actorUserId,
      });
      await repo.insertEvent(tx, { requisitionId: row.id, action: 'file', actorUserId });
      await recordAudit(tx, {
        actorUserId,
        action: 'requisition.file',
        entity: 'requisition',
        entityId: String(row.id),
        before: null,
        after: { number: row.number, ...input, documentFileId: stored.id },
      });
      return row.id;
    });
    return detailOf(db, id, 'all');
  }

  /** Approves or rejects a requisition waiting for it; the commission's staff only. */
  async function decide(
    id: number,
    { decision, remarks, consentLetter }: TRequisitionDecision,
    actorUserId: number,
  ): Promise<TRequisitionDetail> {
    const organization = await organizationOf(db, actorUserId);
    if (!organization.isCommission)
      throw new AppError('FORBIDDEN', null, MESSAGES['requisitions.commissionDecides']);
    await db.transaction(async (tx) => {
      const row = await repo.lockRequisition(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'filed') throw wrongState(row.status);
      const approved = decision === 'approve';
      // Only a gazetted post's approval records the letter; a rejection needs none.
      const letter = approved && row.gazetted ? consentLetter : undefined;
      if (approved && row.gazetted && !letter)
        throw validationFailed([
          field('consentLetter.number', 'requisitions.consentLetterRequired'),
        ]);
      const letterColumns = letter
        ? { consentLetterNumber: letter.number, consentLetterDate: letter.dateAd }
        : {};
      await repo.updateRequisition(tx, id, {
        status: approved ? 'approved' : 'rejected',
        ...(approved ? { approvalRemarks: remarks } : { rejectionRemarks: remarks }),
        ...letterColumns,
      });
      await repo.insertEvent(tx, { requisitionId: id, action: decision, actorUserId, remarks });
      await recordAudit(tx, {
        actorUserId,
        action: approved ? 'requisition.approve' : 'requisition.reject',
        entity: 'requisition',
        entityId: String(id),
        before: { status: row.status },
        after: { status: approved ? 'approved' : 'rejected', remarks, ...letterColumns },
      });
    });
    return detailOf(db, id, 'all');
  }

  return { list, get, readDocument, requestingOrganizations, file, decide };
}
