import pg from 'pg';
import { MASTER_ENTITIES, type MasterEntityDefinition } from '@niyukti/shared';

/**
 * The addresses of the reads scenario (issue 22), the one place they are made: for each shared
 * read a deadline season hammers, its distinct paths ordered from the most requested down, so
 * that picking them with Zipf weights (zipfPicker) gives a realistic mix. "A benchmark of one
 * token on one URL measures a cache, not the portal": the filters and searches are those of the
 * live advertisements in the database, so each asks something real of the server.
 */
export interface ReadMix {
  /** What the printed line calls it. */
  name: string;
  /** Distinct paths, the most requested first. */
  paths: string[];
}

const LIST = '/api/candidate/vacancies';
const PAGE_SIZE = 10;
const DEADLINE_FIRST = 'singleFeeDeadlineAd:asc';
/** The columns the vacancy table sorts on, each way; the deadline (its default) first. */
const SORTS = ['singleFeeDeadlineAd', 'advertisementNumber', 'vacancyCount', 'feePaisa'].flatMap(
  (field) => [`${field}:asc`, `${field}:desc`],
);

interface ListQuery {
  page: number;
  pageSize?: number;
  search?: string;
  sort?: string;
  serviceId?: number;
  classId?: number;
  quotaId?: number;
}
type ListFilter = Pick<ListQuery, 'serviceId' | 'classId' | 'quotaId'>;

/**
 * A list address as the web app writes it (get-vacancies.ts, buildUrl): its keys in this order,
 * empty ones left out. The default view is `page=1&pageSize=10`: the server's own order is the
 * deadline's, and the web app sends a sort only once a column is clicked.
 */
function listPath({ page, pageSize = PAGE_SIZE, search, sort, ...filter }: ListQuery) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) params.set('search', search);
  if (sort) params.set('sort', sort);
  for (const [key, id] of Object.entries(filter)) if (id !== undefined) params.set(key, String(id));
  return `${LIST}?${params}`;
}

const pagesOf = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What the live advertisements offer to filter and search on, the most common first. */
export interface LiveFacts {
  filters: ListFilter[];
  searches: string[];
}

/**
 * The vacancy list: mostly the first pages of the default view, then filters by a service, class
 * or quota, searches, deeper pages, the other sorts, and their combinations; a few hundred paths.
 */
export function vacancyListMix({ filters, searches }: LiveFacts): ReadMix {
  const tiers: ListQuery[][] = [
    pagesOf(1, 3).map((page) => ({ page })),
    [
      { page: 1, sort: DEADLINE_FIRST },
      ...filters.map((filter) => ({ page: 1, ...filter })),
      ...searches.slice(0, 3).map((search) => ({ page: 1, search })),
    ],
    [
      ...pagesOf(4, 10).map((page) => ({ page })),
      ...filters.flatMap((filter) => pagesOf(2, 3).map((page) => ({ page, ...filter }))),
      ...searches.flatMap((search) => pagesOf(1, 2).map((page) => ({ page, search }))),
    ],
    SORTS.flatMap((sort) => pagesOf(1, 3).map((page) => ({ page, sort }))),
    [
      ...filters.flatMap((filter) => SORTS.map((sort) => ({ page: 1, sort, ...filter }))),
      ...searches.slice(0, 4).flatMap((search) => SORTS.map((sort) => ({ page: 1, search, sort }))),
      ...filters.flatMap((filter) => searches.map((search) => ({ page: 1, search, ...filter }))),
    ],
    [20, 50].flatMap((pageSize) => [
      ...pagesOf(1, 3).map((page) => ({ page, pageSize })),
      ...SORTS.map((sort) => ({ page: 1, pageSize, sort })),
    ]),
  ];
  return { name: 'vacancy list', paths: distinct(tiers.flat().map(listPath)) };
}

/** One live advertisement's page, the first of `advertisementIds` the most visited. */
export function vacancyDetailMix(advertisementIds: readonly number[]): ReadMix {
  return { name: 'vacancy detail', paths: advertisementIds.map((id) => `${LIST}/${id}`) };
}

export const NOTICES_MIX: ReadMix = { name: 'notices', paths: ['/api/public/notices'] };

/** One path, each candidate's own figures (the bearer says whose). */
export const DASHBOARD_MIX: ReadMix = { name: 'dashboard', paths: ['/api/candidate/dashboard'] };

const MASTER_DATA = '/api/public/master-data';
/** Parents per nested list asked for (a province's districts, a district's local bodies…). */
const PARENTS_PER_LIST = 10;

/**
 * The lists forms read without signing in: every public master-data entity whole (the places
 * first, as the entities are defined), then the nested ones by parent, taking turns, as forms ask
 * for a province's districts once the province is chosen. `parentIds(key)` gives the ids of a
 * public entity (the API's answer).
 */
export async function masterDataMix(
  parentIds: (entityKey: string) => Promise<number[]>,
): Promise<ReadMix> {
  const entities: readonly MasterEntityDefinition[] = MASTER_ENTITIES;
  const publicEntities = entities.filter((entity) => entity.public);
  const publicKeys = new Set(publicEntities.map((entity) => entity.key));
  const nested: string[][] = [];
  for (const entity of publicEntities) {
    const parent = entity.fields.find((field) => field.name === entity.parentField)?.reference;
    if (!parent || !publicKeys.has(parent)) continue;
    const ids = (await parentIds(parent)).slice(0, PARENTS_PER_LIST);
    nested.push(ids.map((id) => `${MASTER_DATA}/${entity.key}?parentId=${id}`));
  }
  return {
    name: 'master data',
    paths: [
      ...publicEntities.map((entity) => `${MASTER_DATA}/${entity.key}`),
      ...takingTurns(nested),
    ],
  };
}

/**
 * The services, classes and quotas of the live advertisements (each a filter) and searches: the
 * commonest words of their posts' names in English and Nepali, and a few whole names.
 */
export async function liveFacts(databaseUrl: string): Promise<LiveFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      service_id: number;
      class_id: number;
      quota_id: number;
      name_en: string;
      name_ne: string;
    }>(
      `select p.service_id, p.class_id, a.quota_id, p.name_en, p.name_ne
         from advertisements a join posts p on p.id = a.post_id
        where a.status = 'live'
        order by a.id`,
    );
    const filters: ListFilter[] = [
      ...byFrequency(rows.map((row) => row.service_id)).map((serviceId) => ({ serviceId })),
      ...byFrequency(rows.map((row) => row.class_id)).map((classId) => ({ classId })),
      ...byFrequency(rows.map((row) => row.quota_id)).map((quotaId) => ({ quotaId })),
    ];
    const names = distinct(rows.map((row) => row.name_en));
    const searches = [
      ...commonWords(rows.map((row) => row.name_en)).slice(0, 6),
      ...commonWords(rows.map((row) => row.name_ne)).slice(0, 2),
      ...names.filter((_, i) => i % Math.ceil(names.length / 6) === 0),
    ];
    return { filters, searches: distinct(searches) };
  } finally {
    await client.end();
  }
}

/** Words of three letters or more (no bare numbers), the commonest first. */
function commonWords(texts: readonly string[]) {
  const words = texts.flatMap((text) => text.split(/\s+/));
  return byFrequency(words.filter((word) => word.length >= 3 && !/^\d+$/.test(word)));
}

/** The distinct values, the commonest first (ties in order of appearance). */
function byFrequency<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

/** The first of each list, then the second of each, and so on. */
function takingTurns(lists: readonly string[][]) {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return pagesOf(0, longest - 1).flatMap((i) => lists.flatMap((list) => list[i] ?? []));
}

/**
 * Picks one of `paths` per call, the n-th 1/n as often as the first (Zipf, s = 1), from a seeded
 * generator so that runs ask the same sequence.
 */
export function zipfPicker(paths: readonly string[], seed = 22) {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= paths.length; rank++) cumulative.push((total += 1 / rank));
  const random = mulberry32(seed);
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return paths[low]!;
  };
}

/** The share of requests the first path gets. */
export const zipfTopShare = (count: number) =>
  1 / pagesOf(1, count).reduce((sum, rank) => sum + 1 / rank, 0);

/** A small, fast, seeded generator of numbers in [0, 1). */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
