import { z } from 'zod';

/**
 * `GET /api/candidate/dashboard`: the season's figures of candidate-portal.md §2, the same for
 * every candidate (decision 165); the sixth card, my applications, is counted from my list.
 */
export const ZCandidateDashboard = z.object({
  liveAdvertisements: z.number().int(),
  /** Posts advertised by the live advertisements (the sum of their vacancy counts). */
  totalVacancies: z.number().int(),
  /** Applications made to live advertisements. */
  totalApplicants: z.number().int(),
  /** Registered candidates. */
  registeredUsers: z.number().int(),
  /** Candidates whose profile misses no part (the rules of the profile status). */
  completeProfiles: z.number().int(),
  /** When the commission-wide figures were counted (they are recounted every minute or so). */
  figuresAsOf: z.string(),
});
export type TCandidateDashboard = z.infer<typeof ZCandidateDashboard>;
