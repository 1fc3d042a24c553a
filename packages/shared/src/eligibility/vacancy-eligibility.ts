// GET /api/candidate/eligibility?advertisementId=: everything that decides whether the signed-in
// candidate may apply to an advertisement, each part with its reason in plain words.
import { z } from 'zod';
import { ZLocalizedText } from '../api/envelope';
import { PROFILE_PARTS } from '../profile/documents';
import { ZId } from '../validation/fields';
import { ZAgeEligibility } from './age-limit';
import { APPLICATION_PHASES } from './application-window';
import { GROUP_REASONS } from './group-eligibility';
import { QUALIFICATION_REASONS } from './qualification-eligibility';

export const ZVacancyEligibilityQuery = z.object({ advertisementId: ZId });
export type TVacancyEligibilityQuery = z.output<typeof ZVacancyEligibilityQuery>;

const ZCheck = z.object({ eligible: z.boolean(), explanation: ZLocalizedText });

/** Another group (quota) of the same post, advertised on its own number. */
export const ZSiblingGroup = z.object({
  advertisementId: z.number().int(),
  advertisementNumber: z.string(),
  quotaCode: z.string(),
  quotaEn: z.string(),
  quotaNe: z.string(),
  eligible: z.boolean(),
  myApplicationId: z.number().int().nullable(),
  /** What applying to it would cost today; null once closed or already applied. */
  feePaisa: z.number().int().nullable(),
});
export type TSiblingGroup = z.output<typeof ZSiblingGroup>;

export const ZVacancyEligibility = z.object({
  advertisementId: z.number().int(),
  /** Every check passes and no application exists yet: the apply button is enabled. */
  eligible: z.boolean(),
  myApplicationId: z.number().int().nullable(),
  age: ZAgeEligibility,
  qualification: ZCheck.extend({
    reason: z.enum(QUALIFICATION_REASONS),
    requirements: z.array(ZLocalizedText),
  }),
  group: ZCheck.extend({ reason: z.enum(GROUP_REASONS) }),
  window: ZCheck.extend({
    phase: z.enum(APPLICATION_PHASES),
    /** The fee of applying today; null once closed. */
    feePaisa: z.number().int().nullable(),
    /** The candidate already applied to another group of this post: the extra-group fee. */
    extraGroup: z.boolean(),
    basicFeePaisa: z.number().int(),
    extraFeePaisa: z.number().int(),
  }),
  profile: z.object({ eligible: z.boolean(), missing: z.array(z.enum(PROFILE_PARTS)) }),
  /** Every live group of the post, this one included, in advertisement-number order. */
  groups: z.array(ZSiblingGroup),
});
export type TVacancyEligibility = z.output<typeof ZVacancyEligibility>;
