import { ZVacancyDetail, ZVacancySummary } from '@niyukti/shared';
import { envelopeOf, pageOf } from '../../platform/errors/envelope';

export const ZVacancyPageResponse = envelopeOf(pageOf(ZVacancySummary));
export const ZVacancyDetailResponse = envelopeOf(ZVacancyDetail);
