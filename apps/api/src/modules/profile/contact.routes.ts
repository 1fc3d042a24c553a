import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZContactDetails,
  ZContactDetailsView,
  ZRegisteredContact,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createContactService } from './contact.service';
import { profileSubject, profileSubjectGuard } from './profile-subject';

/** /api/candidate/profile/contact: the candidate's own permanent and mailing address. */
export function candidateContactRoutes(context: AppContext): FastifyPluginAsyncZod {
  const contact = createContactService(context);
  const forSubject = profileSubjectGuard(context);
  return async (app) => {
    const tags = ['profile'];
    app.get(
      '/profile/contact',
      {
        ...forSubject('read'),
        schema: {
          tags,
          summary: 'My permanent and mailing address (null until first saved)',
          response: { 200: envelopeOf(ZContactDetailsView.nullable()) },
        },
      },
      async (request) => ok(await contact.getContact(profileSubject(request).candidateUserId)),
    );
    app.get(
      '/profile/contact/registered',
      {
        ...forSubject('read'),
        schema: {
          tags,
          summary:
            'The mobile number and e-mail given at registration (the contact tab starts from them)',
          response: { 200: envelopeOf(ZRegisteredContact) },
        },
      },
      async (request) =>
        ok(await contact.getRegisteredContact(profileSubject(request).candidateUserId)),
    );
    app.put(
      '/profile/contact',
      {
        ...forSubject('update'),
        schema: {
          tags,
          summary: 'Save both addresses (423 PROFILE_LOCKED while the profile is locked)',
          body: ZContactDetails,
          response: { 200: envelopeOf(ZContactDetailsView) },
        },
      },
      async (request) => {
        const saved = await contact.saveContact(
          profileSubject(request).candidateUserId,
          request.body,
        );
        return ok(saved, MESSAGES['profile.contactSaved']);
      },
    );
  };
}
