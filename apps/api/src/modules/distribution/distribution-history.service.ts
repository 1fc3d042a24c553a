import {
  adToBs,
  bsToAd,
  type DistributionLogSource,
  type LoggedSplit,
  type TDistributionHistoryItem,
  type TDistributionHistoryQuery,
  type TDistributionLog,
  type TDistributionLogInput,
  type TLogSeats,
  type TValidationIssue,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { validationFailed } from '../../platform/errors/validation-failed';
import { nameOfPart } from './distribution-split.service';
import { refuse } from './refuse';
import * as repo from './distribution-history.repository';

type SeatRow = Awaited<ReturnType<typeof repo.listSeats>>[number];
type LogRow = repo.HistoryItemRow['log'];

const sourceOf = (log: LogRow): DistributionLogSource =>
  log.distributionId === null ? 'entered' : 'niyukti';

export function toHistoryItem(row: repo.HistoryItemRow): TDistributionHistoryItem {
  const { log } = row;
  return {
    id: log.id,
    source: sourceOf(log),
    postId: log.postId,
    postEn: row.postEn,
    postNe: row.postNe,
    serviceEn: row.serviceEn,
    serviceNe: row.serviceNe,
    classEn: row.classEn,
    classNe: row.classNe,
    groupEn: row.groupEn,
    groupNe: row.groupNe,
    subGroupEn: row.subGroupEn,
    subGroupNe: row.subGroupNe,
    postTypeEn: row.postTypeEn,
    postTypeNe: row.postTypeNe,
    ministry: { id: row.ministryId, nameEn: row.ministryEn, nameNe: row.ministryNe },
    office: { id: log.demandOfficeId, nameEn: row.officeEn, nameNe: row.officeNe },
    fiscalYear: log.fiscalYear,
    publishDateAd: log.publishDate,
    publishDateBs: adToBs(log.publishDate),
    totalVacancy: log.totalVacancy,
  };
}

function toSeats(row: SeatRow): TLogSeats {
  return { quotaId: row.quotaId, heading: row.heading, ...nameOfPart(row), seats: row.seats };
}

function seatsByLog(rows: readonly SeatRow[]) {
  const byLog = new Map<number, TLogSeats[]>();
  for (const row of rows) byLog.set(row.logId, [...(byLog.get(row.logId) ?? []), toSeats(row)]);
  return byLog;
}

/** The history of the same post and office as `loggedSplits` of proposeDistribution. */
export async function historyOfPlace(
  executor: Executor,
  postId: number,
  demandOfficeId: number,
): Promise<LoggedSplit[]> {
  const logs = await repo.listLogsOfPlace(executor, postId, demandOfficeId);
  const seats = seatsByLog(
    await repo.listSeats(
      executor,
      logs.map((log) => log.id),
    ),
  );
  return logs.map((log) => ({ total: log.totalVacancy, seats: seats.get(log.id) ?? [] }));
}

/**
 * Writes an approved distribution into the history, in the approval's transaction: the letter
 * is its requisition (number and day of approval), published the day it is approved.
 */
export async function logApprovedDistribution(
  tx: Executor,
  distribution: {
    id: number;
    postId: number;
    demandOfficeId: number;
    fiscalYear: string;
    requisitionNumber: string;
    totalVacancy: number;
  },
  seats: readonly repo.LogSeatsValues[],
  actorUserId: number,
) {
  const today = new Date().toISOString().slice(0, 10);
  await repo.saveLog(
    tx,
    {
      postId: distribution.postId,
      demandOfficeId: distribution.demandOfficeId,
      distributionId: distribution.id,
      fiscalYear: distribution.fiscalYear,
      publishDate: today,
      chalaniNumber: distribution.requisitionNumber,
      chalaniDate: today,
      totalVacancy: distribution.totalVacancy,
      createdBy: actorUserId,
    },
    seats.filter((part) => part.seats > 0),
  );
}

/** The checked input of one entered log, as it is stored. */
export interface EnteredLog {
  values: Omit<repo.NewLog, 'createdBy'>;
  seats: repo.LogSeatsValues[];
}

/** An input that passed its schema, as stored: B.S. dates to A.D., rows to seats. */
export function toEnteredLog(input: TDistributionLogInput): EnteredLog {
  return {
    values: {
      postId: input.postId,
      demandOfficeId: input.demandOfficeId,
      fiscalYear: input.fiscalYear,
      publishDate: bsToAd(input.publishDateBs)!,
      chalaniNumber: input.chalaniNumber,
      chalaniDate: bsToAd(input.chalaniDateBs)!,
      totalVacancy: input.totalVacancy,
      localBodyId: input.localBodyId ?? null,
    },
    seats: input.rows.map((row) => ({
      quotaId: row.quotaId ?? null,
      heading: row.heading ?? null,
      seats: row.seats,
    })),
  };
}

/** What the references of entered logs lack: posts, offices, local bodies, quotas; repeats. */
export async function enteredLogIssues(
  executor: Executor,
  logs: readonly EnteredLog[],
): Promise<TValidationIssue[][]> {
  const found = await repo.existingReferences(executor, {
    posts: logs.map((log) => log.values.postId),
    offices: logs.map((log) => log.values.demandOfficeId),
    localBodies: logs.flatMap((log) => (log.values.localBodyId ? [log.values.localBodyId] : [])),
    quotas: logs.flatMap((log) => log.seats.flatMap((part) => part.quotaId ?? [])),
  });
  return logs.map(({ values, seats }) => {
    const issues: TValidationIssue[] = [];
    const unknown = (path: string) => issues.push({ path, message: 'validation.unknownReference' });
    if (!found.postIds.has(values.postId)) unknown('postId');
    if (!found.officeIds.has(values.demandOfficeId)) unknown('demandOfficeId');
    if (values.localBodyId && !found.localBodyIds.has(values.localBodyId)) unknown('localBodyId');
    const seen = new Set<string>();
    for (const [index, part] of seats.entries()) {
      const key = part.quotaId === null ? `heading:${part.heading}` : `quota:${part.quotaId}`;
      if (part.quotaId !== null && !found.quotaIds.has(part.quotaId))
        unknown(`rows.${index}.quotaId`);
      else if (seen.has(key))
        issues.push({ path: `rows.${index}.quotaId`, message: 'validation.invalid' });
      seen.add(key);
    }
    return issues;
  });
}

/** Saves an entered log, replacing one entered before for the same letter; a Niyukti one is kept. */
export async function saveEnteredLog(tx: Executor, log: EnteredLog, actorUserId: number) {
  const existing = await repo.lockLogOfLetter(tx, log.values);
  if (existing?.distributionId != null)
    refuse('CONFLICT', 'chalaniNumber', 'distribution.historyMadeInNiyukti');
  const id = await repo.saveLog(
    tx,
    { ...log.values, createdBy: actorUserId },
    log.seats,
    existing?.id,
  );
  return { id, created: existing === undefined };
}

/** The distribution history (VDH): the list, a log with its rotation, entering and removing. */
export function createDistributionHistoryService(db: Database) {
  async function list(query: TDistributionHistoryQuery) {
    const { rows, total } = await repo.listLogs(db, query);
    return { items: rows.map(toHistoryItem), total, page: query.page, pageSize: query.pageSize };
  }

  async function get(id: number, executor: Executor = db): Promise<TDistributionLog> {
    const item = await repo.findLog(executor, id);
    if (!item) throw new AppError('NOT_FOUND');
    const logs = await repo.listLogsOfPlace(executor, item.log.postId, item.log.demandOfficeId);
    const seats = seatsByLog(
      await repo.listSeats(
        executor,
        logs.map((log) => log.id),
      ),
    );
    return {
      ...toHistoryItem(item),
      chalaniNumber: item.log.chalaniNumber,
      chalaniDateAd: item.log.chalaniDate,
      chalaniDateBs: adToBs(item.log.chalaniDate),
      district: { id: item.districtId, nameEn: item.districtEn, nameNe: item.districtNe },
      province: { id: item.provinceId, nameEn: item.provinceEn, nameNe: item.provinceNe },
      localBody:
        item.localBodyId === null
          ? null
          : { id: item.localBodyId, nameEn: item.localBodyEn!, nameNe: item.localBodyNe! },
      requisition:
        item.requisitionId === null
          ? null
          : { id: item.requisitionId, number: item.requisitionNumber! },
      seats: seats.get(id) ?? [],
      rotation: logs.map((log) => ({
        id: log.id,
        source: sourceOf(log),
        fiscalYear: log.fiscalYear,
        totalVacancy: log.totalVacancy,
        seats: seats.get(log.id) ?? [],
      })),
    };
  }

  async function create(input: TDistributionLogInput, actorUserId: number) {
    const log = toEnteredLog(input);
    const id = await db.transaction(async (tx) => {
      const [issues] = await enteredLogIssues(tx, [log]);
      if (issues!.length > 0) throw validationFailed(issues!);
      const saved = await saveEnteredLog(tx, log, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.history.save',
        entity: 'distribution_log',
        entityId: String(saved.id),
        before: null,
        after: log,
      });
      return saved.id;
    });
    return get(id);
  }

  async function remove(id: number, actorUserId: number) {
    await db.transaction(async (tx) => {
      const log = await repo.lockLog(tx, id);
      if (!log) throw new AppError('NOT_FOUND');
      if (log.distributionId !== null)
        refuse('CONFLICT', 'id', 'distribution.historyMadeInNiyukti');
      const before = await get(id, tx);
      await repo.deleteLog(tx, id);
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.history.delete',
        entity: 'distribution_log',
        entityId: String(id),
        before,
        after: null,
      });
    });
  }

  return { list, get, create, remove };
}
