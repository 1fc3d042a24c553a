import { and, eq, is, notExists, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { TProfileSnapshotContent } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import {
  candidateDocuments,
  candidateEducations,
  candidateExtraDetails,
  candidateInclusiveGroups,
  candidates,
  educationLevels,
  faculties,
  inclusiveGroups,
  profileSnapshotFiles,
  profileSnapshots,
  uploadedFiles,
  users,
} from '../../db/schema';

// Snapshots of a candidate's profile (issue 21, decision 163): what an application was sent
// with, so what was decided stays decided when the candidate changes the profile afterwards.
// A candidate's current snapshot is reused by every apply until the profile changes; a save
// forgets it, and the next apply takes a new one, in the statement that writes the batch's
// applications.

/** A stored file as `{ fileId, contentType }`, or null when there is none. */
const fileOf = (fileId: SQL) => sql`(select json_build_object('fileId', ${uploadedFiles.id},
  'contentType', ${uploadedFiles.contentType}) from ${uploadedFiles}
  where ${uploadedFiles.id} = ${fileId})`;

/** The snapshot's content of the candidate `userId` names (a column of the outer statement). */
function contentOf(userId: SQL): SQL {
  const e = candidateEducations;
  return sql`json_build_object(
    'candidate', (select json_build_object('masterId', ${candidates.masterId},
        'name', concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName}),
        'gender', ${candidates.gender}, 'dobAd', ${candidates.dobAd},
        'mobile', ${candidates.mobile}, 'email', ${users.email},
        'citizenshipNumber', ${candidates.citizenshipNumber},
        'disabled', coalesce(${candidateExtraDetails.physicallyDisabled}, false),
        'employmentStatus', ${candidateExtraDetails.employmentStatus})
      from ${candidates} join ${users} on ${users.id} = ${candidates.userId}
      left join ${candidateExtraDetails}
        on ${candidateExtraDetails.candidateUserId} = ${candidates.userId}
      where ${candidates.userId} = ${userId}),
    'educations', coalesce((select json_agg(json_build_object(
        'levelRank', ${educationLevels.rank}, 'facultyId', ${e.facultyId},
        'levelEn', ${educationLevels.nameEn}, 'levelNe', ${educationLevels.nameNe},
        'facultyEn', ${faculties.nameEn}, 'facultyNe', ${faculties.nameNe},
        'majorSubject', ${e.majorSubject}, 'universityOrBoardName', ${e.universityOrBoardName},
        'percentage', ${e.percentage}, 'divisionOrGrade', ${e.divisionOrGrade},
        'passedDateBs', ${e.passedDateBs}, 'passedDateAd', ${e.passedDateAd},
        'transcript', ${fileOf(sql`${e.transcriptFileId}`)},
        'backTranscript', ${fileOf(sql`${e.backTranscriptFileId}`)},
        'characterCertificate', ${fileOf(sql`${e.characterCertificateFileId}`)},
        'equivalentCertificate', ${fileOf(sql`${e.equivalentCertificateFileId}`)})
        order by ${educationLevels.rank} desc, ${e.id})
      from ${e}
      join ${educationLevels} on ${educationLevels.id} = ${e.levelId}
      join ${faculties} on ${faculties.id} = ${e.facultyId}
      where ${e.candidateUserId} = ${userId}), '[]'::json),
    'groups', coalesce((select json_agg(json_build_object('code', ${inclusiveGroups.code},
        'nameEn', ${inclusiveGroups.nameEn}, 'nameNe', ${inclusiveGroups.nameNe},
        'proof', ${fileOf(sql`${candidateInclusiveGroups.documentFileId}`)})
        order by ${inclusiveGroups.id})
      from ${candidateInclusiveGroups}
      join ${inclusiveGroups} on ${inclusiveGroups.id} = ${candidateInclusiveGroups.inclusiveGroupId}
      where ${candidateInclusiveGroups.candidateUserId} = ${userId}), '[]'::json),
    'documents', coalesce((select json_agg(json_build_object('kind', ${candidateDocuments.kind},
        'file', ${fileOf(sql`${candidateDocuments.fileId}`)}) order by ${candidateDocuments.kind})
      from ${candidateDocuments}
      where ${candidateDocuments.candidateUserId} = ${userId}), '[]'::json))`;
}

/**
 * The statement's leading CTEs that take, for each of the candidates, their current snapshot
 * when their profile changed since their last (or they never had one), and name the result
 * `current_snapshots (user_id, snapshot_id)` for what follows; the candidates' rows without a
 * snapshot are locked while it runs. A writing CTE must stand at the top of its statement, so
 * these are handed over as a list to splice, not as a statement to nest. The ids are an array,
 * or the placeholder of one in a named statement (apply's).
 */
export function currentSnapshotsCtes(candidateUserIds: readonly number[] | Placeholder): SQL {
  const values = is(candidateUserIds, Placeholder) ? candidateUserIds : sql.param(candidateUserIds);
  const ids = sql`${values}::int[]`;
  return sql`snapshot_missing as (
      select user_id from ${candidates}
      where user_id = any(${ids}) and current_snapshot_id is null
      for update
    ), snapshot_taken as (
      insert into ${profileSnapshots} (candidate_user_id, content)
      select snapshot_missing.user_id, ${contentOf(sql`snapshot_missing.user_id`)}
      from snapshot_missing
      returning id, candidate_user_id, content
    ), snapshot_files as (
      insert into ${profileSnapshotFiles} (snapshot_id, file_id)
      select distinct snapshot_taken.id, (file.id #>> '{}')::int
      from snapshot_taken, jsonb_path_query(snapshot_taken.content, 'strict $.**.fileId') as file(id)
    ), snapshot_pointed as (
      update ${candidates} set current_snapshot_id = snapshot_taken.id
      from snapshot_taken where ${candidates.userId} = snapshot_taken.candidate_user_id
      returning ${candidates.userId} as user_id, snapshot_taken.id as snapshot_id
    ), current_snapshots as (
      select user_id, snapshot_id from snapshot_pointed
      union all
      select user_id, current_snapshot_id from ${candidates}
      where user_id = any(${ids}) and current_snapshot_id is not null
    )`;
}

/** The id of the current snapshot of the candidate `userId` names, in a statement led by currentSnapshotsCtes. */
export const currentSnapshotOf = (userId: SQL): SQL =>
  sql`(select snapshot_id from current_snapshots where user_id = ${userId})`;

/** Each candidate's current snapshot, taken now where the profile changed (currentSnapshotsCtes). */
export async function takeSnapshots(
  executor: Executor,
  candidateUserIds: readonly number[],
): Promise<Map<number, number>> {
  if (candidateUserIds.length === 0) return new Map();
  const rows = await rowsOf<{ user_id: number; snapshot_id: number }>(
    executor,
    sql`with ${currentSnapshotsCtes(candidateUserIds)}
    select user_id, snapshot_id from current_snapshots`,
  );
  return new Map(rows.map((row) => [row.user_id, row.snapshot_id]));
}

/**
 * The profile changed (in this transaction): the next apply takes a new snapshot, and the next
 * count of complete profiles judges it again (judgeChangedProfiles).
 */
export async function markProfileChanged(executor: Executor, candidateUserId: number) {
  await executor
    .update(candidates)
    .set({ currentSnapshotId: null, profileComplete: null })
    .where(eq(candidates.userId, candidateUserId));
}

/** A snapshot, and whether the candidate's profile has changed since it was taken. */
export async function readSnapshot(executor: Executor, snapshotId: number) {
  const [row] = await executor
    .select({
      content: profileSnapshots.content,
      takenAt: profileSnapshots.takenAt,
      current: candidates.currentSnapshotId,
    })
    .from(profileSnapshots)
    .innerJoin(candidates, eq(candidates.userId, profileSnapshots.candidateUserId))
    .where(eq(profileSnapshots.id, snapshotId));
  if (!row) return undefined;
  return {
    content: row.content as TProfileSnapshotContent,
    takenAt: row.takenAt,
    profileChangedSince: row.current !== snapshotId,
  };
}

/**
 * Deletes a file the candidate replaced or removed, in the transaction, unless a snapshot
 * keeps it; answers the deleted row (its storage key to remove after), or undefined.
 */
export async function releaseFile(executor: Executor, fileId: number) {
  const [row] = await executor
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.id, fileId),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(profileSnapshotFiles)
            .where(eq(profileSnapshotFiles.fileId, fileId)),
        ),
      ),
    )
    .returning();
  return row;
}
