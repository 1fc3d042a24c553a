import { LRUCache } from 'lru-cache';
import type { TPage, TVacancySummary } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { toPublicVacancy, toVacancyDetail, type PublicVacancy } from './vacancies.mapper';
import { listExamCentres } from '../advertisements/index';
import { findSplitOfAdvertisement } from '../distribution/index';
import * as repo from './vacancies.repository';

/**
 * In the last days before a deadline every candidate opens the same few pages of the vacancy
 * list, many times. The pages are the same for everyone, so each API instance keeps them for a
 * few seconds; only "have I applied?" is asked per candidate, through the unique key's index.
 * A newly published advertisement shows up within PAGE_TTL_MS.
 */
const PAGE_TTL_MS = 5_000;

export function createVacancyService(db: Database) {
  const pages = new LRUCache<string, { items: PublicVacancy[]; total: number }>({
    max: 500,
    ttl: PAGE_TTL_MS,
  });

  async function livePage(query: repo.VacancyPageQuery) {
    const key = JSON.stringify([
      query.page,
      query.pageSize,
      query.search ?? '',
      query.serviceId,
      query.classId,
      query.quotaId,
      query.sort?.field,
      query.sort?.direction,
    ]);
    const cached = pages.get(key);
    if (cached) return cached;
    const { rows, total } = await repo.listLiveVacancies(db, query);
    const page = { items: rows.map(toPublicVacancy), total };
    pages.set(key, page);
    return page;
  }

  async function listVacancies(
    query: repo.VacancyPageQuery,
    candidateUserId: number,
  ): Promise<TPage<TVacancySummary>> {
    const { items, total } = await livePage(query);
    const mine = await repo.findMyApplicationIds(
      db,
      candidateUserId,
      items.map((item) => item.id),
    );
    return {
      items: items.map((item) => ({ ...item, applied: mine.has(item.id) })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Live advertisements are open to candidates, and a pre-live one to those who may re-apply
   * to it; anything else is simply not found.
   */
  async function getVacancy(id: number, candidateUserId: number) {
    const row = await repo.findVacancyById(db, id);
    const visible =
      row?.status === 'live' ||
      (row?.status === 'pre_live' && (await repo.mayReapply(db, candidateUserId, id)));
    if (!row || !visible) throw new AppError('NOT_FOUND');
    const [examCentres, subjects, examinedWith, mine, split] = await Promise.all([
      listExamCentres(db, id),
      repo.findSubjectsOfPost(db, row.postId),
      repo.findPostsExaminedWith(db, row.postId),
      repo.findMyApplicationIds(db, candidateUserId, [id]),
      findSplitOfAdvertisement(db, id),
    ]);
    return toVacancyDetail(
      row,
      { examCentres, subjects, examinedWith, split },
      mine.get(id) ?? null,
    );
  }

  /** The re-apply list: pre-live re-advertisements of what the candidate applied to before. */
  async function listReapplyVacancies(candidateUserId: number): Promise<TVacancySummary[]> {
    const rows = await repo.listReapplyVacancies(db, candidateUserId);
    const mine = await repo.findMyApplicationIds(
      db,
      candidateUserId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...toPublicVacancy(row), applied: mine.has(row.id) }));
  }

  return { listVacancies, getVacancy, listReapplyVacancies };
}
