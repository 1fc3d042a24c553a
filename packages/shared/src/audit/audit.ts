import { z } from 'zod';
import { ZPageQuery } from '../api/envelope';

/** GET /api/internal/audit-log (UM): paged, searchable, optionally one entity kind. */
export const ZAuditQuery = ZPageQuery.extend({
  entity: z.string().trim().max(60, 'validation.invalid').optional(),
});
export type TAuditQuery = z.output<typeof ZAuditQuery>;

/** One staff action: who, what, on which record, when, and the record before and after. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** ISO date-time */
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.output<typeof ZAuditEntry>;
