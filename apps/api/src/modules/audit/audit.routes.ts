import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditEntry, ZAuditQuery } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { listAuditEntries } from './audit.repository';

/** The audit trail of staff actions (who, what, when, before/after), for holders of UM. */
export function auditRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit-log',
      {
        ...guarded('UM', 'read'),
        schema: {
          tags: ['audit'],
          summary: 'Staff actions, newest first (UM)',
          querystring: ZAuditQuery,
          response: { 200: envelopeOf(pageOf(ZAuditEntry)) },
        },
      },
      async (request) => {
        const { page, pageSize, search, entity } = request.query;
        const { rows, total } = await listAuditEntries(context.db, {
          page,
          pageSize,
          search,
          entity: entity || undefined,
        });
        return ok({
          items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
          total,
          page,
          pageSize,
        });
      },
    );
  };
}
