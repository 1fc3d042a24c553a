import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { candidates, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/platform/auth/passwords';
import type { FileStorage } from '../apps/api/src/platform/files/file-storage';
import { BENCH_CANDIDATE } from './bench-rules';
import { generateAdmittedApplications } from './generate-admit-cards';
import {
  completeProfiles,
  profileReferences,
  type PictureStore,
  type ProfileReferences,
} from './generate-profiles';
import { generateLiveAdvertisements } from './generate-vacancies';

/**
 * Candidates, live advertisements and admitted applications in bulk, written straight to the
 * database (the bench measures the endpoints, not registration). Every candidate shares one
 * password hash; bench-rules.ts says why each of them may apply to each live advertisement.
 */
export const BENCH_PASSWORD = 'Bench2082ok';

/** A small passport photograph (the admit card tests' own), stored as photograph and signature. */
const PICTURE = readFileSync(
  new URL('../apps/api/src/modules/admit-cards/test-fixtures/photo.jpg', import.meta.url),
);

export interface BenchCandidate {
  userId: number;
  masterId: number;
}

export interface BenchData {
  candidates: BenchCandidate[];
  advertisementIds: number[];
  examCentreId: number;
  /** Each candidate's approved, paid application with a roll number, by candidate index. */
  admittedApplicationIds: number[];
}

export async function generateBenchData(
  db: Database,
  options: { candidateCount: number; advertisementCount: number; files: FileStorage },
): Promise<BenchData> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const references = await profileReferences(db);
  const storePictures: PictureStore = async () => ({
    photograph: await options.files.put(PICTURE),
    signature: await options.files.put(PICTURE),
  });
  const created: BenchCandidate[] = [];
  for (let offset = 0; offset < options.candidateCount; offset += 1000) {
    const size = Math.min(1000, options.candidateCount - offset);
    const numbers = Array.from({ length: size }, (_, i) => offset + i);
    created.push(
      ...(await insertCandidates(db, numbers, { passwordHash, references, storePictures })),
    );
  }
  const vacancies = await generateLiveAdvertisements(db, options.advertisementCount);
  const admittedApplicationIds = await generateAdmittedApplications(
    db,
    created.map((candidate) => candidate.userId),
    vacancies,
  );
  await db.execute(sql`analyze`);
  return {
    candidates: created,
    advertisementIds: vacancies.advertisementIds,
    examCentreId: vacancies.examCentreId,
    admittedApplicationIds,
  };
}

/** Users `bench_<n>` for each n of `numbers`, their candidate rows and complete profiles. */
async function insertCandidates(
  db: Database,
  numbers: number[],
  shared: { passwordHash: string; references: ProfileReferences; storePictures: PictureStore },
) {
  const { passwordHash } = shared;
  const inserted = await db
    .insert(users)
    .values(
      numbers.map((n) => ({
        username: `bench_${n}`,
        email: `bench_${n}@example.com`,
        passwordHash,
        kind: 'candidate' as const,
        firstName: 'Bench',
        lastName: `Candidate${n}`,
        mustChangePassword: false,
      })),
    )
    .returning({ id: users.id });
  const created = await db
    .insert(candidates)
    .values(
      inserted.map((user, i) => {
        const n = numbers[i]!;
        return {
          userId: user.id,
          ...BENCH_CANDIDATE,
          mobile: `98${String(n).padStart(8, '0')}`,
          nationalId: String(n)
            .padStart(10, '0')
            .replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3'),
          citizenshipNumber: `B-${n}`,
          citizenshipIssueDateAd: '2014-01-01',
          citizenshipIssueDistrictId: 27,
        };
      }),
    )
    .returning({ userId: candidates.userId, masterId: candidates.masterId });
  await completeProfiles(
    db,
    created.map((c) => c.userId),
    shared.references,
    shared.storePictures,
  );
  return created;
}
