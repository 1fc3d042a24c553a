// Blocking a user from signing in between two dates (BU; back-office.md §5 "Lock/unlock search").
import { z } from 'zod';
import { adToBs } from '../dates/bs-date';
import { ZIsoDate, objectFieldsValid, requiredString, unlessEmpty } from '../validation/fields';

/** Block dates are shown in both calendars, so each must lie within the B.S. calendar's years. */
const inBsCalendar = unlessEmpty((iso) => {
  try {
    adToBs(iso);
    return true;
  } catch {
    return false;
  }
});
const ZBlockDate = ZIsoDate.refine(inBsCalendar, 'validation.dateOutsideCalendar');

/** POST /api/internal/users/:id/blocks. Dates are A.D.; the response adds the B.S. days. */
export const ZCreateUserBlock = z
  .object({
    startsOn: ZBlockDate,
    endsOn: ZBlockDate,
    reason: requiredString({ trim: true }).max(500, 'validation.maxLength500'),
  })
  .refine((v) => v.endsOn >= v.startsOn, {
    path: ['endsOn'],
    error: 'validation.endBeforeStart',
    when: (payload) => objectFieldsValid(payload, ['startsOn', 'endsOn']),
  });
export type TCreateUserBlock = z.output<typeof ZCreateUserBlock>;

export const ZUserBlock = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  startsOnBs: z.string(),
  endsOnBs: z.string(),
  reason: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  /** Not lifted and today (Nepal time) lies between the two dates. */
  active: z.boolean(),
});
export type TUserBlock = z.output<typeof ZUserBlock>;

/** GET /api/internal/user-search (BU): one user by username, e-mail or master id, exactly. */
export const ZUserLookupQuery = z.object({
  query: requiredString({ trim: true, latinDigits: true }).max(254, 'validation.invalid'),
});
export type TUserLookupQuery = z.output<typeof ZUserLookupQuery>;

/** Who was found, and the blocks on the account (newest first). */
export const ZUserLookup = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  kind: z.enum(['candidate', 'staff']),
  masterId: z.number().int().nullable(),
  blocks: z.array(ZUserBlock),
});
export type TUserLookup = z.output<typeof ZUserLookup>;
