/**
 * The requests of each part of the mix, chosen at random per request: what candidates do in the
 * days before a deadline (issue 22). Reads carry a random candidate's token; apply takes the
 * next eligible pair; sign-in a random season candidate.
 */
import { MASTER_ENTITIES } from '@niyukti/shared';
import { SEASON_PASSWORD } from '../season/generate-season';
import type { ApplyPair, SurgeData, TokenCandidate } from './surge-data';
import type { MixRequest } from './surge-load';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One of `choices`, each as likely as its weight. */
function weighted<T>(choices: readonly (readonly [number, T])[]): () => T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const [weight, value] of choices) {
      r -= weight;
      if (r < 0) return value;
    }
    return choices.at(-1)![1];
  };
}

const PUBLIC_ENTITIES = MASTER_ENTITIES.filter((entity) => entity.public).map((e) => e.key);

/** Words of the live posts' names, as a candidate would type them in the search. */
function searchWords(data: SurgeData) {
  const words = data.live.flatMap((ad) => ad.postEn.split(/\s+/)).filter((w) => w.length >= 3);
  return [...new Set(words)];
}

/** The reads every candidate makes alike: vacancy lists and pages, notices, lists, dashboard. */
export function sharedReads(data: SurgeData): () => MixRequest {
  const pages = Math.max(1, Math.min(10, Math.ceil(data.live.length / 10)));
  const words = searchWords(data);
  const list = (query: Record<string, number | string>) =>
    `/api/candidate/vacancies?${new URLSearchParams({
      pageSize: '10',
      sort: 'singleFeeDeadlineAd:asc',
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    })}`;
  const filter = (): Record<string, number> => {
    const ad = pick(data.live);
    const [name, id] = pick([
      ['serviceId', ad.serviceId],
      ['classId', ad.classId],
      ['quotaId', ad.quotaId],
    ] as const);
    return { [name]: id };
  };
  const choose = weighted<[string, () => string]>([
    [25, ['vacancy list (pages)', () => list({ page: 1 + Math.floor(Math.random() * pages) })]],
    [12, ['vacancy list (filtered)', () => list({ page: 1, ...filter() })]],
    [8, ['vacancy list (search)', () => list({ page: 1, search: pick(words) })]],
    [25, ['vacancy detail', () => `/api/candidate/vacancies/${pick(data.live).id}`]],
    [10, ['notices', () => '/api/public/notices']],
    [10, ['master data', () => `/api/public/master-data/${pick(PUBLIC_ENTITIES)}`]],
    [10, ['dashboard', () => '/api/candidate/dashboard']],
  ]);
  return () => {
    const [kind, path] = choose();
    return { kind, path: path(), headers: { authorization: pick(data.tokenCandidates).bearer } };
  };
}

/** Each candidate's own: my applications, and one of them with its timeline (its page). */
export function candidateReads(data: SurgeData): () => MixRequest {
  const withApplications = data.tokenCandidates.filter((c) => c.applicationIds.length > 0);
  const mine = (c: TokenCandidate) => `/api/candidate/applications/${pick(c.applicationIds)}`;
  const choose = weighted<[string, (c: TokenCandidate) => string]>([
    [40, ['my applications', () => '/api/candidate/applications']],
    [30, ['an application', mine]],
    [30, ['its timeline', (c) => `${mine(c)}/timeline`]],
  ]);
  return () => {
    const candidate = pick(withApplications);
    const [kind, path] = choose();
    return { kind, path: path(candidate), headers: { authorization: candidate.bearer } };
  };
}

/** Pairs handed out in order, once each, across both runs; and what became of each. */
export class ApplyPairs {
  private next = 0;
  constructor(readonly pairs: readonly ApplyPair[]) {}

  take(): ApplyPair | undefined {
    return this.next < this.pairs.length ? this.pairs[this.next++] : undefined;
  }

  get used() {
    return this.next;
  }
}

/**
 * Apply: every request a pair never sent before. Should the pairs run out, the load goes on with
 * health checks (kind "no pair left"), which the line shows: prepare more pairs.
 */
export function applies(pairs: ApplyPairs): () => MixRequest {
  return (): MixRequest => {
    const pair = pairs.take();
    if (!pair) return { kind: 'no pair left', path: '/api/health', headers: {} };
    return {
      kind: 'apply',
      method: 'POST',
      path: '/api/candidate/applications',
      headers: { authorization: pair.bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        advertisementId: pair.advertisementId,
        examCentreId: pair.examCentreId,
      }),
      tag: pair,
    };
  };
}

const CLIENT = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;

/** The password grant of a random season candidate (argon2id bound, like bench/scenarios.ts). */
export function signIns(data: SurgeData): () => MixRequest {
  return () => ({
    kind: 'sign-in',
    method: 'POST',
    path: '/oauth/token',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: `season_${1 + Math.floor(Math.random() * data.seasonCandidates)}`,
      password: SEASON_PASSWORD,
    }).toString(),
  });
}
