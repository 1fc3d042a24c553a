import { ZCandidateDashboard } from '@niyukti/shared';
import { envelopeOf } from '../../platform/errors/envelope';

export const ZCandidateDashboardResponse = envelopeOf(ZCandidateDashboard);
