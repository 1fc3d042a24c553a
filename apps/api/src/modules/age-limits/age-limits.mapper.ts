import { describeAgeRule, type TAgeLimit } from '@niyukti/shared';
import type { AgeLimitRow } from './age-limits.repository';

/** A stored rule as staff see it, with who it is for and its range in words. */
export function toAgeLimit(row: AgeLimitRow): TAgeLimit {
  return {
    id: row.id,
    classId: row.classId,
    serviceId: row.serviceId,
    gender: row.gender,
    minAge: row.minAge,
    maxAge: row.maxAge,
    forDisabled: row.forDisabled,
    forInternal: row.forInternal,
    active: row.active,
    description: describeAgeRule(row),
  };
}
