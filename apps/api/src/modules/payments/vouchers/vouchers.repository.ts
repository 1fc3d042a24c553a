import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  INTERNAL_COMPETITION_QUOTA_CODE,
  type VoucherStatus,
  type AuditAction,
} from '@niyukti/shared';
import type { Executor } from '../../../db/client';
import { listPage } from '../../../db/paging';
import { containsPattern } from '../../../db/like-pattern';
import { recordAudit } from '../../../platform/audit/record-audit';
import {
  advertisements,
  applications,
  banks,
  candidates,
  paymentVouchers,
  posts,
  quotas,
  users,
} from '../../../db/schema';

const voucherColumns = {
  id: paymentVouchers.id,
  applicationId: paymentVouchers.applicationId,
  voucherNumber: paymentVouchers.voucherNumber,
  bankId: paymentVouchers.bankId,
  bankCode: banks.code,
  bankEn: banks.nameEn,
  bankNe: banks.nameNe,
  paymentMethod: paymentVouchers.paymentMethod,
  amountPaisa: paymentVouchers.amountPaisa,
  status: paymentVouchers.status,
  locked: paymentVouchers.locked,
  remarks: paymentVouchers.remarks,
  uploadedAt: paymentVouchers.uploadedAt,
  decidedAt: paymentVouchers.decidedAt,
  fileId: paymentVouchers.fileId,
};

const staffColumns = {
  ...voucherColumns,
  masterId: candidates.masterId,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  candidateUserId: applications.candidateUserId,
  advertisementId: applications.advertisementId,
  advertisementCode: advertisements.code,
  advertisementNumber: advertisements.advertisementNumber,
  postEn: posts.nameEn,
  postNe: posts.nameNe,
  feePaisa: applications.feePaisa,
  applicationPaymentStatus: applications.paymentStatus,
};

function selectStaffVouchers(executor: Executor) {
  return executor
    .select(staffColumns)
    .from(paymentVouchers)
    .innerJoin(banks, eq(banks.id, paymentVouchers.bankId))
    .innerJoin(applications, eq(applications.id, paymentVouchers.applicationId))
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(users, eq(users.id, applications.candidateUserId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId));
}

export type StaffVoucherRow = NonNullable<Awaited<ReturnType<typeof findStaffVoucher>>>;

export async function findStaffVoucher(executor: Executor, voucherId: number) {
  const [row] = await selectStaffVouchers(executor).where(eq(paymentVouchers.id, voucherId));
  return row;
}

/** The application's voucher people see: the open one, else the latest rejected. */
export async function findVoucherOfApplication(executor: Executor, applicationId: number) {
  const [row] = await executor
    .select(voucherColumns)
    .from(paymentVouchers)
    .innerJoin(banks, eq(banks.id, paymentVouchers.bankId))
    .where(eq(paymentVouchers.applicationId, applicationId))
    .orderBy(sql`(${paymentVouchers.status} = 'rejected')`, desc(paymentVouchers.uploadedAt))
    .limit(1);
  return row;
}

/** The open (submitted or approved) voucher of an application, locked for a change. */
export async function lockOpenVoucher(executor: Executor, applicationId: number) {
  const [row] = await executor
    .select({
      id: paymentVouchers.id,
      status: paymentVouchers.status,
      locked: paymentVouchers.locked,
      fileId: paymentVouchers.fileId,
    })
    .from(paymentVouchers)
    .where(
      and(eq(paymentVouchers.applicationId, applicationId), ne(paymentVouchers.status, 'rejected')),
    )
    .for('update');
  return row;
}

export async function lockVoucher(executor: Executor, voucherId: number) {
  const [row] = await executor
    .select()
    .from(paymentVouchers)
    .where(eq(paymentVouchers.id, voucherId))
    .for('update');
  return row;
}

export async function insertVoucher(
  executor: Executor,
  values: typeof paymentVouchers.$inferInsert,
): Promise<number> {
  const [row] = await executor
    .insert(paymentVouchers)
    .values(values)
    .returning({ id: paymentVouchers.id });
  return row!.id;
}

export async function updateVoucher(
  executor: Executor,
  voucherId: number,
  values: Partial<typeof paymentVouchers.$inferInsert>,
) {
  await executor.update(paymentVouchers).set(values).where(eq(paymentVouchers.id, voucherId));
}

export async function bankExists(executor: Executor, bankId: number) {
  const rows = await executor
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.id, bankId), eq(banks.active, true)));
  return rows.length > 0;
}

export interface VoucherQuery {
  status: VoucherStatus;
  /** Only internal competition's: candidates in government service ("government experience"). */
  internalCompetitionOnly?: boolean;
  page: number;
  pageSize: number;
  search?: string;
}

/** The staff queue: vouchers in one status, oldest first (first come, first verified). */
export async function listStaffVouchers(executor: Executor, query: VoucherQuery) {
  const conditions: (SQL | undefined)[] = [eq(paymentVouchers.status, query.status)];
  if (query.internalCompetitionOnly) {
    const internal = executor
      .select({ id: quotas.id })
      .from(quotas)
      .where(eq(quotas.code, INTERNAL_COMPETITION_QUOTA_CODE));
    conditions.push(inArray(advertisements.quotaId, internal));
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(paymentVouchers.voucherNumber, pattern),
        ilike(sql`${candidates.masterId}::text`, pattern),
        ilike(advertisements.code, pattern),
        ilike(advertisements.advertisementNumber, pattern),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const listed = selectStaffVouchers(executor).where(where).$dynamic();
  const order = [paymentVouchers.uploadedAt, paymentVouchers.id];
  const { rows, total } = await listPage(executor, listed, order, query);
  return { items: rows, total };
}

/** A candidate found by master id, username or e-mail (the voucher lock screen's search). */
export async function findCandidateForLock(executor: Executor, search: string) {
  const text = search.trim();
  const byMasterId = /^\d+$/.test(text) ? eq(candidates.masterId, Number(text)) : undefined;
  const [row] = await executor
    .select({
      userId: users.id,
      masterId: candidates.masterId,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(
      or(byMasterId, eq(users.username, text), eq(sql`lower(${users.email})`, text.toLowerCase())),
    )
    .limit(1);
  return row;
}

/** A candidate's applications with the voucher each has (if any): the lock screen's rows. */
export async function listApplicationsWithVouchers(executor: Executor, candidateUserId: number) {
  return executor
    .select({
      applicationId: applications.id,
      advertisementId: advertisements.id,
      advertisementCode: advertisements.code,
      advertisementNumber: advertisements.advertisementNumber,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
      paymentStatus: applications.paymentStatus,
      voucherId: paymentVouchers.id,
      voucherNumber: paymentVouchers.voucherNumber,
      voucherStatus: paymentVouchers.status,
      locked: paymentVouchers.locked,
    })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .leftJoin(
      paymentVouchers,
      and(
        eq(paymentVouchers.applicationId, applications.id),
        ne(paymentVouchers.status, 'rejected'),
      ),
    )
    .where(eq(applications.candidateUserId, candidateUserId))
    .orderBy(advertisements.code);
}

/** The application of a candidate for an advertisement (the lock is per advertisement). */
export async function findApplicationFor(
  executor: Executor,
  candidateUserId: number,
  advertisementId: number,
) {
  const [row] = await executor
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.candidateUserId, candidateUserId),
        eq(applications.advertisementId, advertisementId),
      ),
    );
  return row;
}

export async function recordVoucherAudit(
  executor: Executor,
  entry: {
    action: AuditAction;
    voucherId: number;
    actorUserId: number;
    before: unknown;
    after: unknown;
  },
) {
  const { voucherId, ...rest } = entry;
  await recordAudit(executor, { ...rest, entity: 'voucher', entityId: String(voucherId) });
}

/** The voucher each application shows (the open one, else its latest rejected), by application. */
export async function vouchersOfApplications(executor: Executor, applicationIds: number[]) {
  if (applicationIds.length === 0) return new Map<number, VoucherOfApplication>();
  const rows = await executor
    .selectDistinctOn([paymentVouchers.applicationId], {
      applicationId: paymentVouchers.applicationId,
      voucherNumber: paymentVouchers.voucherNumber,
      bankEn: banks.nameEn,
      bankNe: banks.nameNe,
      status: paymentVouchers.status,
      uploadedAt: paymentVouchers.uploadedAt,
      fileId: paymentVouchers.fileId,
    })
    .from(paymentVouchers)
    .innerJoin(banks, eq(banks.id, paymentVouchers.bankId))
    .where(inArray(paymentVouchers.applicationId, applicationIds))
    .orderBy(
      paymentVouchers.applicationId,
      sql`(${paymentVouchers.status} = 'rejected')`,
      desc(paymentVouchers.uploadedAt),
    );
  return new Map(rows.map((row) => [row.applicationId, row]));
}

export interface VoucherOfApplication {
  applicationId: number;
  voucherNumber: string;
  bankEn: string;
  bankNe: string;
  status: 'submitted' | 'approved' | 'rejected';
  uploadedAt: Date;
  fileId: number;
}
