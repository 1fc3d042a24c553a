import { z } from 'zod';
import { ZApplication, ZApplicationTimeline } from '@niyukti/shared';
import { envelopeOf } from '../../platform/errors/envelope';

export const ZApplicationResponse = envelopeOf(ZApplication);
export const ZApplicationListResponse = envelopeOf(z.array(ZApplication));
export const ZApplicationTimelineResponse = envelopeOf(ZApplicationTimeline);
