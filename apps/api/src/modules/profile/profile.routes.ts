import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZCandidateDocument,
  ZCandidateDocumentKind,
  ZId,
  ZPersonalDetails,
  ZPersonalDetailsView,
  ZProfileStatus,
} from '@niyukti/shared';
import { sendStoredFile } from '../../platform/files/send-file';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { MAX_UPLOAD_BYTES } from '../../platform/files/inspect-upload';
import { readFilePart } from '../../platform/files/read-file-part';
import { createDocumentsService, DOCUMENT_UPLOAD } from './documents.service';
import { createFilesService } from './files.service';
import { createPersonalDetailsService } from './personal.service';
import { profileStatus } from './profile-status';
import { profileSubject, profileSubjectGuard } from './profile-subject';

const ZFileParams = z.object({ id: ZId });

/** Sends stored bytes so a browser shows them and never guesses another type. */

/** /api/candidate/profile/documents and /api/candidate/files: a candidate's own documents. */
export function candidateProfileRoutes(context: AppContext): FastifyPluginAsyncZod {
  const documents = createDocumentsService(context);
  const files = createFilesService(context);
  const personal = createPersonalDetailsService(context.db);
  const forSubject = profileSubjectGuard(context);
  return async (app) => {
    // Parts a little over the 500 KB rule still arrive, so the answer names the rule.
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });
    const tags = ['profile'];
    app.get(
      '/profile/documents',
      {
        ...forSubject('read'),
        schema: {
          tags,
          summary: 'My documents: photograph, signature, citizenship front and back',
          response: { 200: envelopeOf(z.array(ZCandidateDocument)) },
        },
      },
      async (request) => ok(await documents.listDocuments(profileSubject(request).candidateUserId)),
    );
    app.put(
      '/profile/documents/:kind',
      {
        ...forSubject('update'),
        schema: {
          tags,
          summary: 'Upload or replace one document (multipart: `file`, JPG or PNG, ≤ 500 KB)',
          multipart: DOCUMENT_UPLOAD,
          params: z.object({ kind: ZCandidateDocumentKind }),
          response: { 200: envelopeOf(ZCandidateDocument) },
        },
      },
      async (request) => {
        const { candidateUserId, actorUserId } = profileSubject(request);
        const { bytes } = await readFilePart(request, DOCUMENT_UPLOAD);
        const saved = await documents.saveDocument(
          candidateUserId,
          request.params.kind,
          bytes,
          actorUserId,
        );
        return ok(saved, MESSAGES['profile.documentSaved']);
      },
    );
    app.get(
      '/profile/status',
      {
        ...forSubject('read'),
        schema: {
          tags,
          summary: 'What the commission has locked, and which parts of my profile are missing',
          response: { 200: envelopeOf(ZProfileStatus) },
        },
      },
      async (request) =>
        ok(await profileStatus(context.db, profileSubject(request).candidateUserId)),
    );
    app.get(
      '/profile/personal',
      {
        ...forSubject('read'),
        schema: {
          tags,
          summary: 'My personal details (names in English and Nepali, birth, citizenship, family)',
          response: { 200: envelopeOf(ZPersonalDetailsView) },
        },
      },
      async (request) =>
        ok(await personal.getPersonalDetails(profileSubject(request).candidateUserId)),
    );
    app.put(
      '/profile/personal',
      {
        ...forSubject('update'),
        schema: {
          tags,
          summary: 'Save my personal details; refused while the profile is locked',
          errors: ['DUPLICATE_CITIZENSHIP'],
          body: ZPersonalDetails,
          response: { 200: envelopeOf(ZPersonalDetailsView) },
        },
      },
      async (request) =>
        ok(
          await personal.savePersonalDetails(profileSubject(request).candidateUserId, request.body),
          MESSAGES['profile.personalSaved'],
        ),
    );
    app.get(
      '/files/:id',
      {
        ...forSubject('read'),
        schema: {
          tags,
          summary: 'One of my stored files (404 for anyone else’s)',
          params: ZFileParams,
        },
      },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await files.readFile(request.params.id, {
            userId: profileSubject(request).candidateUserId,
          }),
        ),
    );
  };
}

/** /api/internal/files/:id: a candidate's file for scrutiny staff (SC). */
export function staffFileRoutes(context: AppContext): FastifyPluginAsyncZod {
  const files = createFilesService(context);
  return async (app) => {
    app.get(
      '/files/:id',
      {
        ...guarded('SC', 'read'),
        schema: {
          tags: ['profile'],
          summary: 'A candidate’s stored file (SC)',
          params: ZFileParams,
        },
      },
      async (request, reply) =>
        sendStoredFile(reply, await files.readFile(request.params.id, 'staff')),
    );
  };
}
