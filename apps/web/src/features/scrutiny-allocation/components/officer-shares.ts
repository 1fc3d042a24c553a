import { ZOfficerShareInput, type TScrutinyOfficer } from '@niyukti/shared';
import type { OfficerShare } from '../api/change-allocation';

/** What the picker holds for an officer: ticked or not, and the number typed (maybe none). */
export interface ShareChoice {
  chosen: boolean;
  forms: string;
}
export type ShareChoices = Readonly<Record<number, ShareChoice>>;

export const NO_CHOICE: ShareChoice = { chosen: false, forms: '' };

export type SharesRead =
  | { ok: true; shares: OfficerShare[] }
  /** `none`: no officer ticked; `problems`: a message key under each badly written number. */
  | { ok: false; none: boolean; problems: Record<number, string> };

/**
 * The officers ticked, in the order listed, each with the number typed (Devanagari digits too,
 * read by the schema the server reads them with) or, left empty, none: an even share of the rest.
 */
export function readShares(
  officers: readonly TScrutinyOfficer[],
  choices: ShareChoices,
): SharesRead {
  const chosen = officers.filter((officer) => choices[officer.userId]?.chosen);
  if (chosen.length === 0) return { ok: false, none: true, problems: {} };
  const shares: OfficerShare[] = [];
  const problems: Record<number, string> = {};
  for (const { userId } of chosen) {
    const parsed = ZOfficerShareInput.safeParse({ userId, forms: choices[userId]!.forms.trim() });
    if (!parsed.success) problems[userId] = parsed.error.issues[0]?.message ?? 'validation.invalid';
    else if (parsed.data.forms === undefined) shares.push({ userId });
    else shares.push({ userId, forms: parsed.data.forms });
  }
  return Object.keys(problems).length > 0
    ? { ok: false, none: false, problems }
    : { ok: true, shares };
}
