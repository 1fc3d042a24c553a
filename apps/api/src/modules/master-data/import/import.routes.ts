import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MASTER_ENTITIES, MESSAGES, type MasterEntityDefinition } from '@niyukti/shared';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../platform/auth/guards';
import { guarded } from '../../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../../platform/errors/envelope';
import type { MultipartForm } from '../../../platform/files/multipart-form';
import { readFilePart } from '../../../platform/files/read-file-part';
import { createMasterImportService } from './import.service';

const ENTITIES: readonly MasterEntityDefinition[] = MASTER_ENTITIES;
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const IMPORT_FILE: MultipartForm = {
  files: [
    {
      name: 'file',
      description: 'The list, its first row naming the columns',
      contentTypes: [
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      maxBytes: MAX_FILE_BYTES,
      required: true,
    },
  ],
};

const ZImportResult = z.object({
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});

/**
 * POST /api/internal/master-data/<entity>/import (MC): a CSV or XLSX file whose first row names
 * the fields. All rows are checked; one bad row and nothing is imported, every problem listed.
 */
export function masterImportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const imports = createMasterImportService(context.db);
  return async (app) => {
    // Registered here, not on the app: only these routes take multipart bodies.
    await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    for (const entity of ENTITIES) {
      // Kept by whoever keeps the list: MC, or the entity's own code (combined posts: ALC).
      const privilege = entity.privilege ?? 'MC';
      app.post(
        `/master-data/${entity.key}/import`,
        {
          ...guarded(privilege, 'update'),
          schema: {
            tags: ['master data'],
            summary: `Import ${entity.title.en.toLowerCase()} from a CSV or XLSX file (${privilege})`,
            description:
              'multipart/form-data with one part `file`. The first row names the ' +
              'columns (name_en or nameEn; optional id and active). On failure, data.rows lists ' +
              '{ row, field, message } for up to 200 problems and nothing is imported.',
            multipart: IMPORT_FILE,
            response: { 200: envelopeOf(ZImportResult) },
          },
        },
        async (request) =>
          ok(
            await imports.importFile(
              entity,
              await readFilePart(request, IMPORT_FILE, 'validation.importFileTooLarge'),
              currentUser(request).userId,
            ),
            MESSAGES['masterData.imported'],
          ),
      );
    }
  };
}
