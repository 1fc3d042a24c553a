import { eq } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { educationLevels } from '../apps/api/src/db/schema';

// Why every generated apply is eligible (eligibility.service.ts assessVacancy), in one place:
//   age            women born in 1996: 30 or so on the cut-off date, within 21–40 of the
//                  officer class of the administration service (the demo's age limits);
//   qualification  each bench post asks a Bachelor's degree, which every candidate holds;
//   group          the groups advertised are Open, Women, and the one inclusive group every
//                  candidate declared with its proof;
//   window, fee    live, deadlines ahead; the profile is complete; bench posts offer no subject.

export const BENCH_CANDIDATE = { gender: 'female', dobAd: '1996-01-15' } as const;
export const BENCH_EDUCATION_LEVEL = "Bachelor's degree";
export const BENCH_INCLUSIVE_GROUP = 'ADIBASI_JANAJATI';
/** The groups (quota codes) each bench post is advertised in, one advertisement each. */
export const BENCH_GROUPS = ['OPEN', 'WOMEN', BENCH_INCLUSIVE_GROUP] as const;
/** The demo post whose class and service (and so age limits) the bench posts share. */
export const AGE_LIMITED_POST = 'Section Officer';

export async function educationLevelId(db: Database, nameEn: string) {
  const [level] = await db
    .select({ id: educationLevels.id })
    .from(educationLevels)
    .where(eq(educationLevels.nameEn, nameEn));
  if (!level) throw new Error(`education level "${nameEn}" is missing`);
  return level.id;
}
