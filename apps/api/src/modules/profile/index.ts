// The candidate's profile (personal, contact, extra, records, documents), the locks the
// commission sets on it (LUP) and staff acting for a candidate. Apply and eligibility judge a
// profile complete by `missingProfileParts`, the rule the profile page's status uses.
import type { ApiModule } from '../../platform/api-module';
import { candidateLookupRoutes } from './acting-for.routes';
import { candidateContactRoutes } from './contact.routes';
import { candidateExtraDetailsRoutes } from './extra.routes';
import { profileLockRoutes } from './profile-locks.routes';
import { candidateProfileRoutes, staffFileRoutes } from './profile.routes';
import { candidateProfileRecordRoutes } from './records/records.routes';

export const profileModule: ApiModule = {
  name: 'profile',
  routes: [
    { prefix: '/api/candidate', plugin: candidateProfileRoutes },
    { prefix: '/api/candidate', plugin: candidateContactRoutes },
    { prefix: '/api/candidate', plugin: candidateExtraDetailsRoutes },
    { prefix: '/api/candidate', plugin: candidateProfileRecordRoutes },
    { prefix: '/api/internal', plugin: staffFileRoutes },
    { prefix: '/api/internal', plugin: profileLockRoutes },
    { prefix: '/api/internal', plugin: candidateLookupRoutes },
  ],
};

export { missingProfileParts } from './profile-status';
export { judgeChangedProfiles } from './profile-status.repository';
export {
  markProfileChanged,
  readSnapshot,
  releaseFile,
  takeSnapshots,
  currentSnapshotsCtes,
  currentSnapshotOf,
} from './snapshots.repository';
