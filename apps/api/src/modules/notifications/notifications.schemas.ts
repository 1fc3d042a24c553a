import { z } from 'zod';
import { ZNotification, ZNotificationPage } from '@niyukti/shared';
import { envelopeOf } from '../../platform/errors/envelope';

export const ZNotificationPageResponse = envelopeOf(ZNotificationPage);
export const ZNotificationResponse = envelopeOf(ZNotification);
export const ZReadAllResponse = envelopeOf(
  z.object({ marked: z.number(), unreadCount: z.number() }),
);
