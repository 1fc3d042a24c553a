import { ZCurrentUser } from '@niyukti/shared';
import { envelopeOf } from '../../platform/errors/envelope';

export const ZCurrentUserResponse = envelopeOf(ZCurrentUser);
