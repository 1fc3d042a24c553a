import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZExtraDetails, ZExtraDetailsView } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createExtraDetailsService } from './extra.service';
import { profileSubject, profileSubjectGuard } from './profile-subject';

/** /api/candidate/profile/extra: the candidate's own Extra tab. */
export function candidateExtraDetailsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const extra = createExtraDetailsService(context);
  const forSubject = profileSubjectGuard(context);
  return async (app) => {
    const tags = ['profile'];
    app.get(
      '/profile/extra',
      {
        ...forSubject('read'),
        schema: {
          tags,
          summary: 'My extra details (null until first saved)',
          response: { 200: envelopeOf(ZExtraDetailsView.nullable()) },
        },
      },
      async (request) => ok(await extra.getExtraDetails(profileSubject(request).candidateUserId)),
    );
    app.put(
      '/profile/extra',
      {
        ...forSubject('update'),
        schema: {
          tags,
          summary: 'Save the extra details (423 PROFILE_LOCKED while the profile is locked)',
          body: ZExtraDetails,
          response: { 200: envelopeOf(ZExtraDetailsView) },
        },
      },
      async (request) => {
        const saved = await extra.saveExtraDetails(
          profileSubject(request).candidateUserId,
          request.body,
        );
        return ok(saved, MESSAGES['profile.extraSaved']);
      },
    );
  };
}
