import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { addDaysIso, adToBs, todayIso } from '@niyukti/shared';
import type { Database } from '../apps/api/src/db/client';
import {
  advertisementExamCentres,
  advertisements,
  candidateAddresses,
  candidateDocuments,
  candidateEducations,
  candidateExtraDetails,
  candidateProfiles,
  candidates,
  castes,
  countries,
  educationLevels,
  examCentres,
  faculties,
  localBodies,
  localBodyTypes,
  motherTongues,
  posts,
  quotas,
  religions,
  uploadedFiles,
  users,
} from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/platform/auth/passwords';

/**
 * Candidates and live advertisements in bulk, written straight to the database (the bench
 * measures the endpoints, not registration). Every candidate shares one password hash.
 */
export const BENCH_PASSWORD = 'Bench2082ok';

export async function generateBenchData(
  db: Database,
  options: { candidateCount: number; advertisementCount: number },
) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const references = await profileReferences(db);
  const candidateRows: { userId: number; masterId: number }[] = [];
  for (let offset = 0; offset < options.candidateCount; offset += 1000) {
    const size = Math.min(1000, options.candidateCount - offset);
    const batch = Array.from({ length: size }, (_, i) => offset + i);
    const inserted = await db
      .insert(users)
      .values(
        batch.map((n) => ({
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
          const n = batch[i]!;
          return {
            userId: user.id,
            dobAd: '1996-01-15',
            gender: 'female' as const,
            mobile: `98${String(n).padStart(8, '0')}`,
            nationalId: `${String(n)
              .padStart(10, '0')
              .replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}`,
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
      references,
    );
    candidateRows.push(...created);
  }

  const [post] = await db.select({ id: posts.id }).from(posts).limit(1);
  const [quota] = await db.select({ id: quotas.id }).from(quotas).limit(1);
  const [centre] = await db.select({ id: examCentres.id }).from(examCentres).limit(1);
  const today = todayIso();
  const ads = await db
    .insert(advertisements)
    .values(
      Array.from({ length: options.advertisementCount }, (_, i) => ({
        code: `BENCH-${i}`,
        advertisementNumber: `${20000 + i}/082-83`,
        postId: post!.id,
        quotaId: quota!.id,
        vacancyCount: 1 + (i % 40),
        feePaisa: 100_000,
        status: 'live' as const,
        publishDate: addDaysIso(today, -5),
        singleFeeDeadline: addDaysIso(today, 10 + (i % 20)),
        doubleFeeDeadline: addDaysIso(today, 20 + (i % 20)),
        ageCutOffDate: addDaysIso(today, 10),
        admitCardDate: addDaysIso(today, 40),
      })),
    )
    .returning({ id: advertisements.id });
  await db
    .insert(advertisementExamCentres)
    .values(ads.map((ad) => ({ advertisementId: ad.id, examCentreId: centre!.id })));
  await db.execute(sql`analyze`);
  return {
    candidates: candidateRows,
    advertisementIds: ads.map((ad) => ad.id),
    examCentreId: centre!.id,
  };
}

const KATHMANDU = { provinceId: 3, districtId: 27 };

type ProfileReferences = Awaited<ReturnType<typeof profileReferences>>;

/** First active record of a list that is not its "Other" (which would ask for a text). */
async function firstOrdinary(db: Database, table: typeof castes) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.active, true), ne(sql`lower(${table.nameEn})`, 'other')))
    .orderBy(asc(table.id))
    .limit(1);
  if (!row) throw new Error('a reference list is empty');
  return row.id;
}

/** What the profile rows refer to; a Kathmandu local body is made when the official list is absent. */
async function profileReferences(db: Database) {
  let [body] = await db
    .select({ id: localBodies.id })
    .from(localBodies)
    .where(eq(localBodies.districtId, KATHMANDU.districtId))
    .limit(1);
  if (!body) {
    const [type] = await db.select({ id: localBodyTypes.id }).from(localBodyTypes).limit(1);
    [body] = await db
      .insert(localBodies)
      .values({
        districtId: KATHMANDU.districtId,
        localBodyTypeId: type!.id,
        nameEn: 'Bench Municipality',
        nameNe: 'बेन्च नगरपालिका',
        wardCount: 9,
      })
      .returning({ id: localBodies.id });
  }
  const [level] = await db.select({ id: educationLevels.id }).from(educationLevels).limit(1);
  const [faculty] = await db.select({ id: faculties.id }).from(faculties).limit(1);
  const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
  return {
    localBodyId: body!.id,
    casteId: await firstOrdinary(db, castes),
    religionId: await firstOrdinary(db, religions),
    motherTongueId: await firstOrdinary(db, motherTongues),
    levelId: level!.id,
    facultyId: faculty!.id,
    countryId: country!.id,
  };
}

const DOCUMENT_KINDS = [
  'photograph',
  'signature',
  'citizenship_front',
  'citizenship_back',
] as const;
/** Two files of the education record, then the four documents. */
const FILES_PER_CANDIDATE = 2 + DOCUMENT_KINDS.length;

/**
 * Every part of the profile apply asks for (profileStatus), so the bench's applies succeed. The
 * files are rows only: apply counts them and never reads the stored bytes.
 */
async function completeProfiles(db: Database, userIds: number[], refs: ProfileReferences) {
  const files = await db
    .insert(uploadedFiles)
    .values(
      userIds.flatMap((userId) =>
        Array.from({ length: FILES_PER_CANDIDATE }, () => ({
          storageKey: randomBytes(16).toString('hex'),
          ownerUserId: userId,
          contentType: 'image/jpeg',
          byteSize: 1000,
          uploadedBy: userId,
        })),
      ),
    )
    .returning({ id: uploadedFiles.id });
  const fileOf = (candidate: number, slot: number) =>
    files[candidate * FILES_PER_CANDIDATE + slot]!.id;
  await db.insert(candidateProfiles).values(
    userIds.map((candidateUserId) => ({
      candidateUserId,
      firstNameNe: 'बेन्च',
      lastNameNe: 'उम्मेदवार',
      fatherNameEn: 'Ram Bench',
      fatherNameNe: 'राम बेन्च',
      motherNameEn: 'Sita Bench',
      motherNameNe: 'सीता बेन्च',
      grandfatherNameEn: 'Hari Bench',
      grandfatherNameNe: 'हरि बेन्च',
    })),
  );
  await db.insert(candidateAddresses).values(
    userIds.flatMap((candidateUserId) =>
      (['permanent', 'mailing'] as const).map((kind) => ({
        candidateUserId,
        kind,
        ...KATHMANDU,
        localBodyId: refs.localBodyId,
        wardNo: 3,
        tole: 'Dillibazar',
        mobileNo: '9812345678',
        email: 'bench@example.com',
      })),
    ),
  );
  await db.insert(candidateExtraDetails).values(
    userIds.map((candidateUserId) => ({
      candidateUserId,
      casteId: refs.casteId,
      religionId: refs.religionId,
      maritalStatus: 'unmarried' as const,
      employmentStatus: 'unemployment' as const,
      motherTongueId: refs.motherTongueId,
      physicallyDisabled: false,
      fatherEducation: 'slc' as const,
      motherEducation: 'uneducated' as const,
      fatherOccupation: 'agriculture' as const,
      motherOccupation: 'home_maker' as const,
      geographicalArea: 'hill' as const,
    })),
  );
  await db.insert(candidateEducations).values(
    userIds.map((candidateUserId, i) => ({
      candidateUserId,
      universityOrBoardName: 'Tribhuvan University',
      levelId: refs.levelId,
      facultyId: refs.facultyId,
      majorSubject: 'Economics',
      percentage: 72.5,
      divisionOrGrade: 'First',
      educationType: 'government' as const,
      countryId: refs.countryId,
      passedDateAd: '2015-08-20',
      passedDateBs: adToBs('2015-08-20'),
      transcriptFileId: fileOf(i, 0),
      characterCertificateFileId: fileOf(i, 1),
    })),
  );
  await db
    .insert(candidateDocuments)
    .values(
      userIds.flatMap((candidateUserId, i) =>
        DOCUMENT_KINDS.map((kind, k) => ({ candidateUserId, kind, fileId: fileOf(i, 2 + k) })),
      ),
    );
}
