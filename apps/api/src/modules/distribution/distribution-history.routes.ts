import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZDistributionHistoryPage,
  ZDistributionHistoryQuery,
  ZDistributionLog,
  ZDistributionLogInput,
  ZHistoryImportResult,
  ZId,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import type { MultipartForm } from '../../platform/files/multipart-form';
import { readFilePart } from '../../platform/files/read-file-part';
import { createHistoryImportService } from './distribution-history-import';
import { createDistributionHistoryService } from './distribution-history.service';

const tags = ['distribution'];
const HISTORY = '/distribution-history';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const IMPORT_FILE: MultipartForm = {
  files: [
    {
      name: 'file',
      description: 'The history, one distribution a row; the template names the columns',
      contentTypes: ['text/csv', XLSX],
      maxBytes: MAX_FILE_BYTES,
      required: true,
    },
  ],
};
const ZLogParams = z.object({ id: ZId });

/** /api/internal/distribution-history (VDH): every distribution of a post for an office. */
export function distributionHistoryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const history = createDistributionHistoryService(context.db);
  const imports = createHistoryImportService(context.db);
  return async (app) => {
    // Registered here, not on the app: only the import takes a multipart body.
    await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    app.get(
      HISTORY,
      {
        ...guarded('VDH', 'read'),
        schema: {
          tags,
          summary: 'The distribution history, newest first; by fiscal year, source or text (VDH)',
          querystring: ZDistributionHistoryQuery,
          response: { 200: envelopeOf(ZDistributionHistoryPage) },
        },
      },
      async (request) => ok(await history.list(request.query)),
    );
    app.get(
      `${HISTORY}/import-template.xlsx`,
      {
        ...guarded('VDH', 'read'),
        schema: {
          tags,
          summary: 'The import template: its columns, and the posts, offices and quotas (VDH)',
          produces: [XLSX],
        },
      },
      async (_request, reply) =>
        reply
          .type(XLSX)
          .header('content-disposition', 'attachment; filename="distribution-history.xlsx"')
          .header('cache-control', 'private, no-store')
          .send(await imports.template()),
    );
    app.get(
      `${HISTORY}/:id`,
      {
        ...guarded('VDH', 'read'),
        schema: {
          tags,
          summary:
            'One logged distribution, every log field, and its post and office’s rotation (VDH)',
          params: ZLogParams,
          response: { 200: envelopeOf(ZDistributionLog) },
        },
      },
      async (request) => ok(await history.get(request.params.id)),
    );
    app.post(
      HISTORY,
      {
        ...guarded('VDH', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary:
            'Enter a distribution made before Niyukti; the same letter again replaces it (VDH)',
          body: ZDistributionLogInput,
          response: { 201: envelopeOf(ZDistributionLog) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await history.create(request.body, currentUser(request).userId),
              MESSAGES['distribution.historySaved'],
            ),
          ),
    );
    app.post(
      `${HISTORY}/import`,
      {
        ...guarded('VDH', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Import earlier distributions from a CSV or XLSX file (VDH)',
          description:
            'multipart/form-data with one part `file`, its first row naming the columns as the ' +
            'template does. On failure, data.rows lists { row, field, message } for up to 200 ' +
            'problems and nothing is imported.',
          multipart: IMPORT_FILE,
          response: { 200: envelopeOf(ZHistoryImportResult) },
        },
      },
      async (request) => {
        const upload = await readFilePart(request, IMPORT_FILE, 'validation.importFileTooLarge');
        return ok(
          await imports.importFile(upload.bytes, currentUser(request).userId),
          MESSAGES['distribution.historyImported'],
        );
      },
    );
    app.delete(
      `${HISTORY}/:id`,
      {
        ...guarded('VDH', 'delete'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Remove an entered distribution; one made in Niyukti stays (VDH)',
          params: ZLogParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await history.remove(request.params.id, currentUser(request).userId);
        return ok(null, MESSAGES['distribution.historyDeleted']);
      },
    );
  };
}
