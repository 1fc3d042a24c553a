// Who may apply to which group (quota) of a post. Each group of a post is advertised on its own
// (DOMAIN.md: "16613/082-83 Open, 16614/082-83 Women"); a candidate may apply to several.
//   Open competition      everyone
//   Women                 candidates whose gender is female (the citizenship shows it)
//   Internal competition  serving civil servants: employment status "government service"
//   any other group       candidates who declared it under group/class (samuha-barga) in their
//                         profile, with the certificate that proves it (DOMAIN.md: proof
//                         required for a group); the commission may add groups as master data.
import type { LocalizedText } from '../i18n/messages';
import type { Gender } from '../validation/genders';
import { fillLocalized } from './age-eligibility';
import { INTERNAL_COMPETITION_QUOTA_CODE } from './age-limit';

export const OPEN_QUOTA_CODE = 'OPEN';
export const WOMEN_QUOTA_CODE = 'WOMEN';

export interface GroupCandidate {
  gender: Gender;
  /** Codes of the inclusive groups declared in the profile with their document. */
  declaredGroupCodes: readonly string[];
  inGovernmentService: boolean;
}

export const GROUP_REASONS = [
  'open',
  'women',
  'notWoman',
  'declared',
  'notDeclared',
  'internal',
  'notInternal',
] as const;
export type GroupReason = (typeof GROUP_REASONS)[number];

export interface GroupEligibility {
  eligible: boolean;
  reason: GroupReason;
  explanation: LocalizedText;
}

function reasonFor(quotaCode: string, candidate: GroupCandidate): GroupReason {
  if (quotaCode === OPEN_QUOTA_CODE) return 'open';
  if (quotaCode === WOMEN_QUOTA_CODE) return candidate.gender === 'female' ? 'women' : 'notWoman';
  if (quotaCode === INTERNAL_COMPETITION_QUOTA_CODE)
    return candidate.inGovernmentService ? 'internal' : 'notInternal';
  return candidate.declaredGroupCodes.includes(quotaCode) ? 'declared' : 'notDeclared';
}

const ELIGIBLE: ReadonlySet<GroupReason> = new Set(['open', 'women', 'declared', 'internal']);

/** Whether `candidate` may apply to the group `quotaCode` (named `group` for people), and why. */
export function groupEligibility(
  quota: { code: string; name: LocalizedText },
  candidate: GroupCandidate,
): GroupEligibility {
  const reason = reasonFor(quota.code, candidate);
  return {
    eligible: ELIGIBLE.has(reason),
    reason,
    explanation: fillLocalized(`eligibility.group.${reason}`, { group: quota.name }),
  };
}
