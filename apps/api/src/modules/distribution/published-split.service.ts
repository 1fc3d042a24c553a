// What the public reads of the distributions (decision 149): a vacancy's split, and the feed of a
// fiscal year's distributions as JSON and CSV. Counts and advertisement numbers only.
import { stringify } from 'csv-stringify/sync';
import {
  type TPublishedDistribution,
  type TPublishedPart,
  type TVacancySplit,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { listParts, type DistributionPartRow } from './distribution-split.repository';
import { nameOfPart } from './distribution-split.service';
import * as repo from './published-split.repository';

function toPublishedPart(row: DistributionPartRow): TPublishedPart {
  return {
    quotaId: row.quotaId,
    heading: row.heading,
    ...nameOfPart(row),
    seats: row.seats ?? 0,
    advertisementNumber: row.advertisementNumber,
  };
}

/** The parts that got seats: what the public reads of a split (a part with none is left out). */
async function partsWithSeats(executor: Executor, distributionIds: readonly number[]) {
  const parts = await listParts(executor, distributionIds);
  return parts.filter((part) => (part.seats ?? 0) > 0);
}

/** The split of the requisition an advertisement came from; null for one made by hand. */
export async function findSplitOfAdvertisement(
  executor: Executor,
  advertisementId: number,
): Promise<TVacancySplit | null> {
  const distribution = await repo.findDistributionOfAdvertisement(executor, advertisementId);
  if (!distribution) return null;
  const parts = await partsWithSeats(executor, [distribution.distributionId]);
  return {
    requisitionNumber: distribution.requisitionNumber,
    totalVacancy: distribution.totalVacancy,
    parts: parts.map(toPublishedPart),
  };
}

/** One column per part name would change with every commission's groups: one row per part. */
const CSV_COLUMNS = [
  'fiscal_year',
  'requisition_number',
  'post_en',
  'post_ne',
  'demand_office_en',
  'demand_office_ne',
  'total_vacancy',
  'part_en',
  'part_ne',
  'seats',
  'advertisement_number',
] as const;

export function createPublishedSplitService(db: Database) {
  async function feed(fiscalYear: string): Promise<TPublishedDistribution[]> {
    const rows = await repo.listPublishedDistributions(db, fiscalYear);
    const parts = await partsWithSeats(
      db,
      rows.map((row) => row.id),
    );
    return rows.map(({ id, approvedAt, ...row }) => ({
      ...row,
      approvedAt: (approvedAt ?? new Date(0)).toISOString(),
      parts: parts.filter((part) => part.distributionId === id).map(toPublishedPart),
    }));
  }

  /** The feed as CSV: one line per part of each distribution, with a header line. */
  async function feedCsv(fiscalYear: string): Promise<string> {
    const lines = (await feed(fiscalYear)).flatMap((distribution) =>
      distribution.parts.map((part) => [
        distribution.fiscalYear,
        distribution.requisitionNumber,
        distribution.postEn,
        distribution.postNe,
        distribution.demandOfficeEn,
        distribution.demandOfficeNe,
        distribution.totalVacancy,
        part.nameEn,
        part.nameNe,
        part.seats,
        part.advertisementNumber ?? '',
      ]),
    );
    return stringify(lines, { header: true, columns: [...CSV_COLUMNS] });
  }

  return { feed, feedCsv };
}
