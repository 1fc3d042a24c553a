import { existsSync } from 'node:fs';
import path from 'node:path';
import { NEPAL_ADMIN_DIR } from '../modules/master-data/import/official-local-bodies';

export { NEPAL_ADMIN_DIR };

/** A file of the reference copy of Nepal's divisions (beside the repository, never in it). */
export const referenceFile = (file: string) => path.join(NEPAL_ADMIN_DIR, file);

/**
 * Whether the tests that read the reference copy run. CI always has `../shared` beside the
 * repository, so there they run and fail loudly if it is missing; elsewhere they are skipped
 * when the folder is absent, and the title says why.
 */
export const runsWithReferenceData = process.env.CI === 'true' || existsSync(NEPAL_ADMIN_DIR);
