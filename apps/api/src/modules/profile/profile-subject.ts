import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type PermissionAction } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import { currentUser, userMay } from '../../platform/auth/guards';
import { declareGuard } from '../../platform/auth/route-access';
import { AppError } from '../../platform/errors/app-error';
import { findCandidateBy, type ActedForCandidate } from './acting-for.repository';

/** Whose profile a request reads or changes, and who is doing it. */
export interface ProfileSubject {
  candidateUserId: number;
  /** The candidate's master id; null only for a candidate's own call made with an old token. */
  candidateMasterId: number | null;
  actorUserId: number;
  /** True when a staff member (PM) acts for the candidate through the reqMasterId/reqUserId headers. */
  onBehalf: boolean;
}

// Node lower-cases header names; the spec's names are reqMasterId and reqUserId.
const MASTER_ID_HEADER = 'reqmasterid';
const USER_ID_HEADER = 'requserid';

const subjects = new WeakMap<FastifyRequest, ProfileSubject>();

function headerId(request: FastifyRequest, name: string): number | undefined {
  const raw = request.headers[name];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw.join(',') : raw.trim();
  if (!/^\d{1,9}$/.test(value))
    throw new AppError('VALIDATION_FAILED', null, MESSAGES['actingFor.invalidHeader']);
  return Number(value);
}

/** The candidate the headers name: 404 when there is none, 400 when the two disagree. */
async function candidateOfHeaders(
  db: Database,
  masterId: number | undefined,
  userId: number | undefined,
): Promise<ActedForCandidate> {
  if (masterId === undefined && userId === undefined)
    throw new AppError('VALIDATION_FAILED', null, MESSAGES['actingFor.chooseCandidate']);
  const candidate = await findCandidateBy(
    db,
    masterId !== undefined ? { masterId } : { userId: userId! },
  );
  if (!candidate) throw new AppError('NOT_FOUND', null, MESSAGES['actingFor.candidateNotFound']);
  if (userId !== undefined && candidate.userId !== userId)
    throw new AppError('VALIDATION_FAILED', null, MESSAGES['actingFor.headersDisagree']);
  return candidate;
}

/**
 * Staff are bound by the commission's locks as candidates are (docs/decisions.md): a change to a
 * locked profile is refused here, before the body is read, with words meant for staff. The
 * services check the same locks again inside their transactions.
 */
function refuseLockedChange(request: FastifyRequest, candidate: ActedForCandidate) {
  if (request.method === 'GET') return;
  const documents = request.routeOptions.url?.startsWith('/api/candidate/profile/documents');
  if (documents ? candidate.documentsLockedAt : candidate.profileLockedAt)
    throw new AppError(
      'PROFILE_LOCKED',
      null,
      MESSAGES[documents ? 'actingFor.documentsLocked' : 'actingFor.profileLocked'],
    );
}

async function resolveSubject(
  db: Database,
  request: FastifyRequest,
  action: PermissionAction,
): Promise<ProfileSubject> {
  const user = currentUser(request);
  if (user.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
  const masterId = headerId(request, MASTER_ID_HEADER);
  const userId = headerId(request, USER_ID_HEADER);
  if (user.kind === 'candidate') {
    // A candidate never names another candidate, not even themselves: the headers are staff's.
    if (masterId !== undefined || userId !== undefined)
      throw new AppError('FORBIDDEN', null, MESSAGES['actingFor.candidateRefused']);
    return {
      candidateUserId: user.userId,
      candidateMasterId: user.masterId,
      actorUserId: user.userId,
      onBehalf: false,
    };
  }
  if (!userMay(user, 'PM', action))
    throw new AppError('FORBIDDEN', null, MESSAGES['actingFor.privilegeRequired']);
  const candidate = await candidateOfHeaders(db, masterId, userId);
  refuseLockedChange(request, candidate);
  return {
    candidateUserId: candidate.userId,
    candidateMasterId: candidate.masterId,
    actorUserId: user.userId,
    onBehalf: true,
  };
}

const verbOf = (method: string) =>
  method === 'GET' ? 'read' : method === 'DELETE' ? 'delete' : 'save';

/** The saved record of a successful change, as the answer carries it. */
function resultOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return (JSON.parse(payload) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/**
 * Route options of every profile route a candidate calls for themselves and a staff member
 * holding PM, with the route's action on it, calls for a chosen candidate:
 * `const forSubject = profileSubjectGuard(context)`, then `{ ...forSubject('update'), schema }`.
 * `onRequest` resolves the subject (refusing anyone else before the body is read); `onSend`
 * writes one audit entry for each call made on a candidate's behalf, read or write, refused or
 * not, before the answer leaves.
 */
export function profileSubjectGuard(deps: { db: Database }) {
  const requireCandidateOrProfileManager =
    (action: PermissionAction) => async (request: FastifyRequest) => {
      subjects.set(request, await resolveSubject(deps.db, request, action));
    };

  async function auditActOnBehalf(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const subject = subjects.get(request);
    if (!subject?.onBehalf) return payload;
    const succeeded = reply.statusCode < 300;
    await recordAudit(deps.db, {
      actorUserId: subject.actorUserId,
      action: `candidate.onBehalf.${verbOf(request.method)}`,
      entity: 'candidate',
      entityId: String(subject.candidateMasterId),
      before: null,
      after: {
        route: `${request.method} ${request.routeOptions.url ?? ''}`,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        candidateUserId: subject.candidateUserId,
        ...(succeeded && request.method !== 'GET' ? { result: resultOf(payload) } : {}),
      },
    });
    return payload;
  }

  return (action: PermissionAction) => ({
    onRequest: declareGuard(requireCandidateOrProfileManager(action), {
      who: 'candidate-or-staff',
      privilege: 'PM',
      action,
    }),
    onSend: auditActOnBehalf,
  });
}

/** The subject `profileSubjectGuard` resolved for this request. */
export function profileSubject(request: FastifyRequest): ProfileSubject {
  const subject = subjects.get(request);
  if (!subject) throw new AppError('FORBIDDEN'); // a route without the guard: refuse, never guess
  return subject;
}
