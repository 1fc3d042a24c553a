import type { TReapplyVacancy } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { ok } from '../../platform/errors/envelope';
import { createAnswerCache } from '../../platform/shared-reads/answer-cache';
import type { ReadInvalidation } from '../../platform/shared-reads/read-invalidation';
import { readyAnswerOf, type CachedAnswer } from '../../platform/shared-reads/ready-answer';
import { toPublicVacancy, toVacancyDetail } from './vacancies.mapper';
import { listExamCentres } from '../advertisements/index';
import { findSplitOfAdvertisement } from '../distribution/index';
import { ZVacancyDetailResponse, ZVacancyPageResponse } from './vacancies.schemas';
import * as repo from './vacancies.repository';
import type { VacancyRow } from './vacancies.repository';

/**
 * In the last days before a deadline every candidate opens the same pages of the vacancy list
 * and the same vacancies, many times. They are the same for everyone (whether I applied is read
 * from my applications), so each instance keeps them ready (decision 165) until a go-live, a
 * publish, a change of dates or of the master data says otherwise; the time to live is only a
 * net for what changes without saying so (an exam centre's name), long enough that a season's
 * few hundred pages are not all made again every minute.
 */
const SHARED_TTL_MS = 10 * 60_000;
const PAGES_MAX_BYTES = 32 * 1024 * 1024;
const DETAILS_MAX_BYTES = 16 * 1024 * 1024;
const TOPICS = ['advertisements', 'master-data'] as const;

const pageKey = (query: repo.VacancyPageQuery) =>
  JSON.stringify([
    query.page,
    query.pageSize,
    query.search ?? '',
    query.serviceId,
    query.classId,
    query.quotaId,
    query.sort?.field,
    query.sort?.direction,
  ]);

export function createVacancyService(db: Database, reads: ReadInvalidation) {
  const pages = createAnswerCache(reads, {
    topics: TOPICS,
    ttlMs: SHARED_TTL_MS,
    maxBytes: PAGES_MAX_BYTES,
    schema: ZVacancyPageResponse,
  });
  const details = createAnswerCache(reads, {
    topics: TOPICS,
    ttlMs: SHARED_TTL_MS,
    maxBytes: DETAILS_MAX_BYTES,
    schema: ZVacancyDetailResponse,
  });

  /**
   * One page of live vacancies, ready to send; kept under the address it was asked by too, so
   * the next ask by that address is answered before its query is even read (`pageAt`).
   */
  async function listVacancies(
    query: repo.VacancyPageQuery,
    address: string,
  ): Promise<CachedAnswer> {
    const madeAt = pages.generation();
    const page = await pages.answer(pageKey(query), async () => {
      const { rows, total } = await repo.listLiveVacancies(db, query);
      const items = rows.map(toPublicVacancy);
      return ok({ items, total, page: query.page, pageSize: query.pageSize });
    });
    pages.alias(address, page.answer, madeAt);
    return page;
  }

  /** The page kept for this very address (its query checked when it was first asked), if any. */
  const pageAt = (address: string) => pages.kept(address);

  async function detailOf(row: VacancyRow) {
    const [examCentres, subjects, examinedWith, split] = await Promise.all([
      listExamCentres(db, row.id),
      repo.findSubjectsOfPost(db, row.postId),
      repo.findPostsExaminedWith(db, row.postId),
      findSplitOfAdvertisement(db, row.id),
    ]);
    return toVacancyDetail(row, { examCentres, subjects, examinedWith, split });
  }

  /** A live vacancy is everyone's and kept ready; anything else is not found (or pre-live). */
  function liveVacancy(id: number): Promise<CachedAnswer> {
    return details.answer(String(id), async () => {
      const row = await repo.findVacancyById(db, id);
      if (row?.status !== 'live') throw new AppError('NOT_FOUND');
      return ok(await detailOf(row));
    });
  }

  /**
   * Live advertisements are open to candidates, and a pre-live one to those who may re-apply
   * to it (made for each of them, not kept: few ask); anything else is simply not found.
   */
  async function getVacancy(id: number, candidateUserId: number): Promise<CachedAnswer> {
    try {
      return await liveVacancy(id);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
    const row = await repo.findVacancyById(db, id);
    const reapplying =
      row?.status === 'pre_live' && (await repo.mayReapply(db, candidateUserId, id));
    if (!row || !reapplying) throw new AppError('NOT_FOUND');
    const answer = ZVacancyDetailResponse.parse(ok(await detailOf(row)));
    return { answer: readyAnswerOf(answer), hit: false };
  }

  /** The re-apply list: pre-live re-advertisements of what the candidate applied to before. */
  async function listReapplyVacancies(candidateUserId: number): Promise<TReapplyVacancy[]> {
    const rows = await repo.listReapplyVacancies(db, candidateUserId);
    const mine = await repo.findMyApplicationIds(
      db,
      candidateUserId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...toPublicVacancy(row), applied: mine.has(row.id) }));
  }

  return { listVacancies, pageAt, getVacancy, listReapplyVacancies };
}
