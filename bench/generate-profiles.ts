import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { adToBs } from '@niyukti/shared';
import type { Database } from '../apps/api/src/db/client';
import {
  candidateAddresses,
  candidateDocuments,
  candidateEducations,
  candidateExtraDetails,
  candidateInclusiveGroups,
  candidateProfiles,
  castes,
  countries,
  faculties,
  inclusiveGroups,
  localBodies,
  localBodyTypes,
  motherTongues,
  religions,
  uploadedFiles,
} from '../apps/api/src/db/schema';
import { BENCH_EDUCATION_LEVEL, BENCH_INCLUSIVE_GROUP, educationLevelId } from './bench-rules';

const KATHMANDU = { provinceId: 3, districtId: 27 };

export type ProfileReferences = Awaited<ReturnType<typeof profileReferences>>;

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

/** A Kathmandu local body: the official list's, or one made when that list is absent. */
async function kathmanduLocalBody(db: Database) {
  const [body] = await db
    .select({ id: localBodies.id })
    .from(localBodies)
    .where(eq(localBodies.districtId, KATHMANDU.districtId))
    .limit(1);
  if (body) return body.id;
  const [type] = await db.select({ id: localBodyTypes.id }).from(localBodyTypes).limit(1);
  const [made] = await db
    .insert(localBodies)
    .values({
      districtId: KATHMANDU.districtId,
      localBodyTypeId: type!.id,
      nameEn: 'Bench Municipality',
      nameNe: 'बेन्च नगरपालिका',
      wardCount: 9,
    })
    .returning({ id: localBodies.id });
  return made!.id;
}

/** What the profile rows refer to. */
export async function profileReferences(db: Database) {
  const [faculty] = await db.select({ id: faculties.id }).from(faculties).limit(1);
  const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
  const [group] = await db
    .select({ id: inclusiveGroups.id })
    .from(inclusiveGroups)
    .where(eq(inclusiveGroups.code, BENCH_INCLUSIVE_GROUP));
  if (!group) throw new Error(`inclusive group ${BENCH_INCLUSIVE_GROUP} is missing`);
  return {
    localBodyId: await kathmanduLocalBody(db),
    casteId: await firstOrdinary(db, castes),
    religionId: await firstOrdinary(db, religions),
    motherTongueId: await firstOrdinary(db, motherTongues),
    levelId: await educationLevelId(db, BENCH_EDUCATION_LEVEL),
    facultyId: faculty!.id,
    countryId: country!.id,
    inclusiveGroupId: group.id,
  };
}

const DOCUMENT_KINDS = [
  'photograph',
  'signature',
  'citizenship_front',
  'citizenship_back',
] as const;
/** Slots of each candidate's files: the education record's two, the documents, the group proof. */
const EDUCATION_FILES = [0, 1] as const;
const DOCUMENT_FILE_SLOT = EDUCATION_FILES.length;
const PHOTOGRAPH_SLOT = DOCUMENT_FILE_SLOT + DOCUMENT_KINDS.indexOf('photograph');
const SIGNATURE_SLOT = DOCUMENT_FILE_SLOT + DOCUMENT_KINDS.indexOf('signature');
const GROUP_PROOF_SLOT = DOCUMENT_FILE_SLOT + DOCUMENT_KINDS.length;
const FILES_PER_CANDIDATE = GROUP_PROOF_SLOT + 1;

/** Stores the photograph and signature bytes each candidate uploaded; returns their keys. */
export type PictureStore = (
  candidate: number,
) => Promise<{ photograph: string; signature: string }>;

/**
 * File rows for every slot; the photograph and signature also have stored bytes (the admit card
 * prints them). The other files are rows only: apply counts them and never reads the bytes.
 */
async function insertFiles(db: Database, userIds: number[], storePictures: PictureStore) {
  const pictures = await Promise.all(userIds.map((_, i) => storePictures(i)));
  const keyOf = (candidate: number, slot: number) => {
    if (slot === PHOTOGRAPH_SLOT) return pictures[candidate]!.photograph;
    if (slot === SIGNATURE_SLOT) return pictures[candidate]!.signature;
    return randomBytes(16).toString('hex');
  };
  const files = await db
    .insert(uploadedFiles)
    .values(
      userIds.flatMap((userId, i) =>
        Array.from({ length: FILES_PER_CANDIDATE }, (_, slot) => ({
          storageKey: keyOf(i, slot),
          ownerUserId: userId,
          contentType: 'image/jpeg',
          byteSize: 1000,
          uploadedBy: userId,
        })),
      ),
    )
    .returning({ id: uploadedFiles.id });
  return (candidate: number, slot: number) => files[candidate * FILES_PER_CANDIDATE + slot]!.id;
}

/**
 * Every part of the profile apply asks for (profileStatus) and what its eligibility check
 * reads: a Bachelor's degree, and the inclusive group the bench advertises, declared with its
 * proof. With the female, 1996-born candidates of generate-data, every bench apply is eligible.
 */
export async function completeProfiles(
  db: Database,
  userIds: number[],
  refs: ProfileReferences,
  storePictures: PictureStore,
) {
  const fileOf = await insertFiles(db, userIds, storePictures);
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
      passedDateAd: '2018-08-20',
      passedDateBs: adToBs('2018-08-20'),
      transcriptFileId: fileOf(i, EDUCATION_FILES[0]),
      characterCertificateFileId: fileOf(i, EDUCATION_FILES[1]),
    })),
  );
  await db.insert(candidateDocuments).values(
    userIds.flatMap((candidateUserId, i) =>
      DOCUMENT_KINDS.map((kind, k) => ({
        candidateUserId,
        kind,
        fileId: fileOf(i, DOCUMENT_FILE_SLOT + k),
      })),
    ),
  );
  await db.insert(candidateInclusiveGroups).values(
    userIds.map((candidateUserId, i) => ({
      candidateUserId,
      inclusiveGroupId: refs.inclusiveGroupId,
      documentFileId: fileOf(i, GROUP_PROOF_SLOT),
    })),
  );
}
