import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, PROFILE_RECORD_DEFINITIONS, recordViewOf, ZId } from '@niyukti/shared';
import type { AppContext } from '../../../app-context';
import { envelopeOf, ok } from '../../../platform/errors/envelope';
import { MAX_UPLOAD_BYTES } from '../../../platform/files/inspect-upload';
import { readMultipartRecord } from '../../../platform/files/read-multipart-record';
import { profileSubject, profileSubjectGuard } from '../profile-subject';
import { createProfileRecordsService, recordUploadOf } from './records.service';

const ZRecordParams = z.object({ id: ZId });

/**
 * /api/candidate/profile/<section>: the candidate's group/class, education, training,
 * professional council and experience records. Saves are multipart: the fields as JSON in a
 * `data` part and one part per file; an edit may leave out the files it keeps.
 */
export function candidateProfileRecordRoutes(context: AppContext): FastifyPluginAsyncZod {
  const records = createProfileRecordsService(context);
  const forSubject = profileSubjectGuard(context);
  return async (app) => {
    // Parts a little over the 500 KB rule still arrive, so the answer names the rule.
    const maxSlots = Math.max(...PROFILE_RECORD_DEFINITIONS.map((d) => d.files.length));
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: maxSlots, fields: 1, parts: maxSlots + 1 },
    });
    const tags = ['profile'];
    for (const definition of PROFILE_RECORD_DEFINITIONS) {
      const path = `/profile/${definition.key}`;
      const ZView = recordViewOf(definition);
      const addForm = recordUploadOf(definition, 'add');
      const changeForm = recordUploadOf(definition, 'change');
      const title = definition.title.en;
      const subject = (request: Parameters<typeof profileSubject>[0]) => {
        const { candidateUserId, actorUserId } = profileSubject(request);
        return { candidateUserId, actorUserId };
      };
      app.get(
        path,
        {
          ...forSubject('read'),
          schema: {
            tags,
            summary: `My ${title} records`,
            response: { 200: envelopeOf(z.array(ZView)) },
          },
        },
        async (request) =>
          ok(await records.listRecords(definition, subject(request).candidateUserId)),
      );
      app.post(
        path,
        {
          ...forSubject('create'),
          schema: {
            tags,
            summary: `Add a ${title} record (multipart: the fields as JSON and the files)`,
            errors: ['CONFLICT'],
            multipart: addForm,
            response: { 201: envelopeOf(ZView) },
          },
        },
        async (request, reply) => {
          const body = await readMultipartRecord(request, addForm);
          const saved = await records.saveRecord(definition, subject(request), body);
          return reply.status(201).send(ok(saved, MESSAGES['profile.recordSaved']));
        },
      );
      app.put(
        `${path}/:id`,
        {
          ...forSubject('update'),
          schema: {
            tags,
            summary: `Change a ${title} record (multipart; file parts only to replace them)`,
            errors: ['CONFLICT'],
            multipart: changeForm,
            params: ZRecordParams,
            response: { 200: envelopeOf(ZView) },
          },
        },
        async (request) => {
          const body = await readMultipartRecord(request, changeForm);
          const saved = await records.saveRecord(
            definition,
            subject(request),
            body,
            request.params.id,
          );
          return ok(saved, MESSAGES['profile.recordSaved']);
        },
      );
      app.delete(
        `${path}/:id`,
        {
          ...forSubject('delete'),
          schema: {
            tags,
            summary: `Delete a ${title} record and its files`,
            params: ZRecordParams,
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (request) => {
          const { candidateUserId } = subject(request);
          await records.deleteRecord(definition, candidateUserId, request.params.id);
          return ok(null, MESSAGES['profile.recordDeleted']);
        },
      );
    }
  };
}
