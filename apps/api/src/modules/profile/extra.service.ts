import {
  EXTRA_DEPENDENT_FIELDS,
  MESSAGES,
  type MessageKey,
  type TExtraDetails,
  type TExtraDetailsView,
  type TValidationIssue,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './extra.repository';
import { beginProfileEdit } from './profile-lock';

type IdField = {
  [K in keyof TExtraDetails]-?: TExtraDetails[K] extends number | undefined ? K : never;
}[keyof TExtraDetails];
type TextField = 'casteOther' | 'religionOther' | 'motherTongueOther';

/**
 * Each master-data choice, its list, and for the lists that end with an "Other" record the
 * text that record asks for. The seeded lists name it 'Other' in English; staff keep that name.
 */
const CHOICES: { field: IdField; list: repo.ExtraChoiceList; otherText?: TextField }[] = [
  { field: 'casteId', list: 'castes', otherText: 'casteOther' },
  { field: 'ethnicGroupId', list: 'ethnicGroups' },
  { field: 'religionId', list: 'religions', otherText: 'religionOther' },
  { field: 'motherTongueId', list: 'motherTongues', otherText: 'motherTongueOther' },
  { field: 'disabilityClassId', list: 'disabilityClasses' },
  { field: 'disabilityTypeId', list: 'disabilityTypes' },
  { field: 'fatherEducationLevelId', list: 'educationLevels' },
  { field: 'motherEducationLevelId', list: 'educationLevels' },
];

const isOtherRecord = (nameEn: string) => nameEn.trim().toLowerCase() === 'other';

/**
 * The values to keep: what a choice does not ask for is dropped (a text left over from an
 * earlier "other", a disability class once the candidate is not disabled), then each
 * master-data choice must exist and be active, and an "Other" record needs its text.
 */
async function valuesToKeep(
  executor: Executor,
  input: TExtraDetails,
): Promise<{ values: repo.ExtraDetailsValues; issues: TValidationIssue[] }> {
  const kept: TExtraDetails = { ...input };
  for (const rule of EXTRA_DEPENDENT_FIELDS)
    if (!rule.neededWhen(input)) Object.assign(kept, { [rule.path]: undefined });

  const issues: TValidationIssue[] = [];
  for (const { field, list, otherText } of CHOICES) {
    const id = kept[field];
    const record = id === undefined ? undefined : await repo.findChoice(executor, list, id);
    if (id !== undefined && !record?.active)
      issues.push({ path: field, message: 'validation.unknownReference' });
    if (!otherText) continue;
    if (!record || !isOtherRecord(record.nameEn)) kept[otherText] = undefined;
    else if (kept[otherText] === undefined)
      issues.push({ path: otherText, message: 'validation.required' });
  }
  const values = Object.fromEntries(
    Object.entries(kept).map(([field, value]) => [field, value ?? null]),
  ) as repo.ExtraDetailsValues;
  return { values, issues };
}

const toView = ({ candidateUserId: _, updatedAt: __, ...view }: repo.ExtraDetailsRow) =>
  view satisfies TExtraDetailsView;

/** The Extra tab: a candidate's caste, religion, disability, parents and home area. */
export function createExtraDetailsService(deps: { db: Database }) {
  async function getExtraDetails(candidateUserId: number): Promise<TExtraDetailsView | null> {
    const row = await repo.findExtraDetailsOf(deps.db, candidateUserId);
    return row ? toView(row) : null;
  }

  /** Saves the whole tab; refused while the commission has locked the profile. */
  async function saveExtraDetails(
    candidateUserId: number,
    input: TExtraDetails,
  ): Promise<TExtraDetailsView> {
    return deps.db.transaction(async (tx) => {
      await beginProfileEdit(tx, candidateUserId, 'extra');
      const { values, issues } = await valuesToKeep(tx, input);
      if (issues.length > 0)
        throw new AppError(
          'VALIDATION_FAILED',
          { issues },
          MESSAGES[issues[0]!.message as MessageKey],
        );
      return toView(await repo.putExtraDetails(tx, candidateUserId, values));
    });
  }

  return { getExtraDetails, saveExtraDetails };
}
