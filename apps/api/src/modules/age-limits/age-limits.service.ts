import {
  INTERNAL_COMPETITION_QUOTA_CODE,
  MESSAGES,
  ageEligibility,
  type TAgeEligibility,
  type TAgeLimit,
  type TAgeLimitValues,
  type TValidationIssue,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { isForeignKeyViolation, violatedUniqueConstraint } from '../../db/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { toAgeLimit } from './age-limits.mapper';
import * as repo from './age-limits.repository';

/** The unique key of a rule: class, service, gender, disability and internal (nulls alike). */
const RULE_KEY = 'age_limits_rule_key';

/** A lost race on the rule's key, or a rule something still refers to: told plainly. */
function rethrowConstraint(error: unknown): never {
  if (violatedUniqueConstraint(error) === RULE_KEY)
    throw new AppError(
      'CONFLICT',
      { issues: [{ path: 'gender', message: 'eligibility.duplicateRule' }] },
      MESSAGES['eligibility.duplicateRule'],
    );
  if (isForeignKeyViolation(error))
    throw new AppError('CONFLICT', null, MESSAGES['masterData.inUse']);
  throw error;
}

async function assertReferencesExist(executor: Executor, input: TAgeLimitValues) {
  const { classExists, serviceExists } = await repo.classAndServiceExist(
    executor,
    input.classId,
    input.serviceId,
  );
  const issues: TValidationIssue[] = [];
  if (!classExists) issues.push({ path: 'classId', message: 'validation.unknownReference' });
  if (!serviceExists) issues.push({ path: 'serviceId', message: 'validation.unknownReference' });
  if (issues.length > 0)
    throw new AppError('VALIDATION_FAILED', { issues }, MESSAGES['validation.unknownReference']);
}

const valuesOf = (input: TAgeLimitValues, active: boolean): repo.AgeLimitValues => ({
  classId: input.classId,
  serviceId: input.serviceId,
  gender: input.gender,
  minAge: input.minAge,
  maxAge: input.maxAge,
  forDisabled: input.forDisabled,
  forInternal: input.forInternal,
  active,
});

/** Age limits per class and service (ALC, audited), and the candidate's age check. */
export function createAgeLimitsService(db: Database) {
  async function list(classId: number, serviceId: number): Promise<TAgeLimit[]> {
    return (await repo.listAgeLimits(db, classId, serviceId)).map(toAgeLimit);
  }

  async function create(input: TAgeLimitValues, actorUserId: number): Promise<TAgeLimit> {
    try {
      return await db.transaction(async (tx) => {
        await assertReferencesExist(tx, input);
        const saved = toAgeLimit(
          await repo.insertAgeLimit(tx, valuesOf(input, input.active ?? true)),
        );
        await recordAudit(tx, {
          actorUserId,
          action: 'ageLimit.create',
          entity: 'age_limits',
          entityId: String(saved.id),
          before: null,
          after: saved,
        });
        return saved;
      });
    } catch (error) {
      rethrowConstraint(error);
    }
  }

  async function update(
    id: number,
    input: TAgeLimitValues,
    actorUserId: number,
  ): Promise<TAgeLimit> {
    try {
      return await db.transaction(async (tx) => {
        const existing = await repo.findAgeLimit(tx, id, true);
        if (!existing) throw new AppError('NOT_FOUND');
        await assertReferencesExist(tx, input);
        const values = valuesOf(input, input.active ?? existing.active);
        const saved = toAgeLimit(await repo.updateAgeLimit(tx, id, values));
        await recordAudit(tx, {
          actorUserId,
          action: 'ageLimit.update',
          entity: 'age_limits',
          entityId: String(id),
          before: toAgeLimit(existing),
          after: saved,
        });
        return saved;
      });
    } catch (error) {
      rethrowConstraint(error);
    }
  }

  async function remove(id: number, actorUserId: number): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const existing = await repo.findAgeLimit(tx, id, true);
        if (!existing) throw new AppError('NOT_FOUND');
        await repo.deleteAgeLimit(tx, id);
        await recordAudit(tx, {
          actorUserId,
          action: 'ageLimit.delete',
          entity: 'age_limits',
          entityId: String(id),
          before: toAgeLimit(existing),
          after: null,
        });
      });
    } catch (error) {
      rethrowConstraint(error);
    }
  }

  /**
   * The signed-in candidate's age on an advertisement's age cut-off date against the rules of
   * its post's class and service. Only advertisements candidates can see (pre-live, live) are
   * checked; any other id is NOT_FOUND, as for the vacancy pages.
   */
  async function checkAge(
    candidateUserId: number,
    advertisementId: number,
  ): Promise<TAgeEligibility> {
    const advertisement = await repo.findAdvertisementForAgeCheck(db, advertisementId);
    if (!advertisement) throw new AppError('NOT_FOUND');
    const facts = await repo.findCandidateAgeFacts(db, candidateUserId);
    if (!facts) throw new AppError('NOT_FOUND');
    const rules = await repo.listAgeLimits(db, advertisement.classId, advertisement.serviceId);
    const candidate = {
      gender: facts.gender,
      disabled: facts.disabled,
      internal: advertisement.quotaCode === INTERNAL_COMPETITION_QUOTA_CODE,
    };
    const answer = ageEligibility({
      dobAd: facts.dobAd,
      cutOffAd: advertisement.ageCutOffDate,
      rules,
      candidate,
    });
    // The response schema keeps the rule's own fields (not the class and service of the row).
    return { advertisementId: advertisement.id, ...answer, candidate };
  }

  return { list, create, update, remove, checkAge };
}
