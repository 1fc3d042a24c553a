import { z } from 'zod';
import { ZId } from '@niyukti/shared';
import { currentUser } from '../../platform/auth/guards';

export const ZUserParams = z.object({ id: ZId });

/** The signed-in staff member a write is recorded against. */
export const actorOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
