import {
  DISTRIBUTION_PHASE_LABELS,
  isUnadvertisedHeading,
  PHASE_FEEDS,
  PHASE_HEADING_LABELS,
  pastSplitsOf,
  proposeDistribution,
  type HistoryKeys,
  REQUISITION_STATUS_LABELS,
  type DistributionPhase,
  type DistributionPhaseName,
  type PhaseHeading,
  type PhaseProposal,
  type RequisitionStatus,
  type TableRow,
  type TDistributionProposal,
  type TProposalPart,
  type TProposalPhase,
  type VacancyPhase,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { AppError } from '../../platform/errors/app-error';
import { messageWith, stateInSentence } from '../../platform/errors/message-with';
import * as phaseThree from './phase-three.repository';
import * as phaseThreeTable from './phase-three-table.repository';
import { historyOfPlace } from './distribution-history.service';
import * as repo from './proposal.repository';
import * as vacancyFormulas from './vacancy-formulas.repository';
import * as vacancyTable from './vacancy-table.repository';

/** A phase-3 part's key: its category (quota) id. */
const categoryKey = (quotaId: number) => `category:${quotaId}`;
const categoryOf = (key: string) =>
  key.startsWith('category:') ? Number(key.slice('category:'.length)) : null;

/** Saved counts as the proposal's table rows, one per vacancy count, keyed by `keyOf`. */
function tableOf<T extends { vacancyNumber: number; actualValue: number }>(
  counts: readonly T[],
  keyOf: (count: T) => string,
): TableRow[] {
  const table = new Map<number, TableRow>();
  for (const count of counts) {
    const row = table.get(count.vacancyNumber) ?? { posts: count.vacancyNumber, seats: {} };
    row.seats[keyOf(count)] = count.actualValue;
    table.set(count.vacancyNumber, row);
  }
  return [...table.values()];
}

type QuotaOfCode = Awaited<ReturnType<typeof repo.findQuotaByCode>>;
/** The OPEN and INTERNAL quotas (either may be missing from master data). */
interface Quotas {
  open: QuotaOfCode;
  internal: QuotaOfCode;
}

interface NamedPhase {
  name: DistributionPhaseName;
  phase: DistributionPhase;
  limit: number | null;
  names: Map<string, { nameEn: string; nameNe: string }>;
}

function notApproved(status: RequisitionStatus) {
  return new AppError(
    'CONFLICT',
    { status },
    messageWith('distribution.requisitionNotApproved', {
      status: stateInSentence(REQUISITION_STATUS_LABELS[status]),
    }),
  );
}

/** 409 when a phase's shares are not whole: the proposal would split by a formula nobody set. */
function checkWhole(named: NamedPhase, hundredths: number) {
  if (hundredths === 100 * 100) return;
  throw new AppError(
    'CONFLICT',
    { phase: named.name },
    messageWith('distribution.phaseNotWhole', { phase: DISTRIBUTION_PHASE_LABELS[named.name] }),
  );
}

/** "Auto-generate quota" (PD): the three configured phases applied to an approved requisition. */
export function createProposalService(db: Database) {
  async function headingPhase(
    executor: Executor,
    name: VacancyPhase,
    where: { classId: number; serviceId: number },
  ): Promise<NamedPhase> {
    const [formulas, limit, counts] = await readAll(executor, [
      () => vacancyFormulas.listFormulas(executor, { phase: name, ...where }),
      () => vacancyFormulas.findLimit(executor, { phase: name, ...where }),
      () => vacancyTable.listCounts(executor, { phase: name, ...where }),
    ]);
    const named: NamedPhase = {
      name,
      phase: {
        parts: formulas.map((f) => ({ key: f.heading, percent: f.percent, priority: f.priority })),
        feeds: PHASE_FEEDS[name],
        limit: limit?.limit,
        table: tableOf(counts, (count) => count.heading),
      },
      limit: limit?.limit ?? null,
      names: new Map(
        formulas.map((f) => {
          const label = PHASE_HEADING_LABELS[f.heading as PhaseHeading];
          return [f.heading, { nameEn: label.en, nameNe: label.ne }];
        }),
      ),
    };
    checkWhole(
      named,
      formulas.reduce((sum, f) => sum + f.percent * 100, 0),
    );
    return named;
  }

  async function categoryPhase(executor: Executor): Promise<NamedPhase> {
    const [formulas, values] = await readAll(executor, [
      () => phaseThree.listFormulas(executor),
      () => phaseThreeTable.listValues(executor),
    ]);
    const named: NamedPhase = {
      name: 'phase-three',
      phase: {
        parts: formulas.map((f) => ({
          key: categoryKey(f.quotaId),
          percent: f.percentHundredths / 100,
          priority: f.priority,
        })),
        table: tableOf(values, (value) => categoryKey(value.quotaId)),
      },
      limit: null,
      names: new Map(
        formulas.map((f) => [categoryKey(f.quotaId), { nameEn: f.nameEn, nameNe: f.nameNe }]),
      ),
    };
    checkWhole(
      named,
      formulas.reduce((sum, f) => sum + f.percentHundredths, 0),
    );
    return named;
  }

  const toPart = (named: NamedPhase, proposal: PhaseProposal, index: number): TProposalPart => {
    const part = proposal.parts[index]!;
    const categoryId = categoryOf(part.key);
    return {
      heading: categoryId === null ? (part.key as PhaseHeading) : null,
      categoryId,
      ...named.names.get(part.key)!,
      percent: part.percent,
      priority: part.priority,
      exact: part.exact,
      owed: part.owed,
      seats: part.seats,
      formulaSeats: proposal.formula[index]!.seats,
    };
  };

  /** How the history's quotas map onto the phases' parts: open, internal, phase 3's categories. */
  const historyKeys = (quotas: Quotas, categories: NamedPhase): HistoryKeys => ({
    openQuotaId: quotas.open?.id ?? null,
    internalQuotaId: quotas.internal?.id ?? null,
    categoryKey: (quotaId) =>
      categories.names.has(categoryKey(quotaId)) ? categoryKey(quotaId) : null,
  });

  /** `executor`: a caller's transaction reads the configuration as that transaction sees it. */
  async function propose(
    requisitionId: number,
    executor: Executor = db,
  ): Promise<TDistributionProposal> {
    const requisition = await repo.findRequisition(executor, requisitionId);
    if (!requisition) throw new AppError('NOT_FOUND');
    // Proposed again while its split waits for approval, or after it was returned.
    if (requisition.status !== 'approved' && requisition.status !== 'distributed')
      throw notApproved(requisition.status);
    const place = { classId: requisition.classId, serviceId: requisition.serviceId };
    const named = [
      await headingPhase(executor, 'phase-one', place),
      await headingPhase(executor, 'phase-two', place),
      await categoryPhase(executor),
    ];
    const history = await historyOfPlace(executor, requisition.postId, requisition.demandOfficeId);
    // Read once: the history's keys and the advertised split both name these quotas.
    const [open, internal] = await readAll(executor, [
      () => repo.findQuotaByCode(executor, 'OPEN'),
      () => repo.findQuotaByCode(executor, 'INTERNAL'),
    ]);
    const quotas: Quotas = { open, internal };
    const keys = historyKeys(quotas, named[2]!);
    const proposals = proposeDistribution(
      requisition.totalVacancy,
      named.map((n) => n.phase),
      history.map((logged) => pastSplitsOf(logged, keys)),
    );
    const phases = proposals.map((proposal, index) => ({
      phase: named[index]!.name,
      posts: proposal.posts,
      source: proposal.source,
      limit: named[index]!.limit,
      parts: proposal.parts.map((_, part) => toPart(named[index]!, proposal, part)),
    }));
    return {
      requisitionId,
      totalVacancy: requisition.totalVacancy,
      earlierDistributions: history.length,
      phases,
      ...splitOf(quotas, phases),
    };
  }

  /**
   * The advertisements the split makes: open for all (phase 2), each category (phase 3), and
   * internal competition (phase 1) where master data has its quota; and what phase 1 gives to
   * ways of filling posts no advertisement carries (promotion).
   */
  function splitOf(
    { open, internal: internalQuota }: Quotas,
    phases: TDistributionProposal['phases'],
  ) {
    const seatsOf = (phase: TProposalPhase | undefined, heading: PhaseHeading) =>
      phase?.parts.find((part) => part.heading === heading)?.seats ?? 0;
    const quoted = (quota: { id: number; nameEn: string; nameNe: string }, seats: number) => ({
      quotaId: quota.id,
      nameEn: quota.nameEn,
      nameNe: quota.nameNe,
      seats,
    });
    const categories = (phases[2]?.parts ?? []).map((part) => ({
      quotaId: part.categoryId!,
      nameEn: part.nameEn,
      nameNe: part.nameNe,
      seats: part.seats,
    }));
    const phaseOne = phases[0]?.parts ?? [];
    const internal = phaseOne.find((part) => part.heading === 'internal');
    const kept = phaseOne.flatMap((part) =>
      part.heading !== null &&
      isUnadvertisedHeading(part.heading) &&
      !(part.heading === 'internal' && internalQuota)
        ? [{ heading: part.heading, nameEn: part.nameEn, nameNe: part.nameNe, seats: part.seats }]
        : [],
    );
    return {
      quotas: [
        ...(open ? [quoted(open, seatsOf(phases[1], 'openForAll'))] : []),
        ...categories,
        ...(internal && internalQuota ? [quoted(internalQuota, internal.seats)] : []),
      ],
      kept,
    };
  }

  return { propose };
}
