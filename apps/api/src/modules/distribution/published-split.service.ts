// What the public reads of the distributions (decision 149): a vacancy's split, and the feed of a
// fiscal year's distributions as JSON and CSV. Counts and advertisement numbers only.
import { stringify } from 'csv-stringify/sync';
import {
  PHASE_HEADING_LABELS,
  type TPublishedDistribution,
  type TPublishedPart,
  type TVacancySplit,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import * as repo from './published-split.repository';

function toPublishedPart(row: repo.PublishedPartRow): TPublishedPart {
  const label = row.heading ? PHASE_HEADING_LABELS[row.heading] : null;
  return {
    quotaId: row.quotaId,
    heading: row.heading,
    nameEn: label?.en ?? row.quotaEn ?? '',
    nameNe: label?.ne ?? row.quotaNe ?? '',
    seats: row.seats ?? 0,
    advertisementNumber: row.advertisementNumber,
  };
}

/** The split of the requisition an advertisement came from; null for one made by hand. */
export async function findSplitOfAdvertisement(
  executor: Executor,
  advertisementId: number,
): Promise<TVacancySplit | null> {
  const distribution = await repo.findDistributionOfAdvertisement(executor, advertisementId);
  if (!distribution) return null;
  const parts = await repo.listPartsWithSeats(executor, [distribution.distributionId]);
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
    const parts = await repo.listPartsWithSeats(
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
