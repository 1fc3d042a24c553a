import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZCreateModule,
  ZId,
  ZModule,
  ZModulePermissions,
  ZModuleQuery,
  ZRoleDetail,
  ZRoleInput,
  ZRoleSummary,
} from '@niyukti/shared';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { actorOf } from './access.route-params';
import type { createRolesService } from './roles.service';

/** Roles with their privileges and module permissions, and modules (UM). */
export function roleRoutes(roles: ReturnType<typeof createRolesService>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['access'];
    const ZRoleParams = z.object({ id: ZId });
    app.get(
      '/roles',
      {
        ...guarded('UM', 'read'),
        schema: {
          tags,
          summary: 'Roles (UM)',
          response: { 200: envelopeOf(z.array(ZRoleSummary)) },
        },
      },
      async () => ok(await roles.listRoles()),
    );
    app.get(
      '/roles/:id',
      {
        ...guarded('UM', 'read'),
        schema: {
          tags,
          summary: 'A role with privileges and module permissions (UM)',
          params: ZRoleParams,
          response: { 200: envelopeOf(ZRoleDetail) },
        },
      },
      async (request) => ok(await roles.getRole(request.params.id)),
    );
    app.post(
      '/roles',
      {
        ...guarded('UM', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Create a role with privileges and module permissions (UM)',
          body: ZRoleInput,
          response: { 201: envelopeOf(ZRoleDetail) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await roles.createRole(request.body, actorOf(request)),
              MESSAGES['access.roleSaved'],
            ),
          ),
    );
    app.put(
      '/roles/:id',
      {
        ...guarded('UM', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Replace a role: title, description, type, privileges, modules (UM)',
          params: ZRoleParams,
          body: ZRoleInput,
          response: { 200: envelopeOf(ZRoleDetail) },
        },
      },
      async (request) =>
        ok(
          await roles.updateRole(request.params.id, request.body, actorOf(request)),
          MESSAGES['access.roleSaved'],
        ),
    );
    app.put(
      '/roles/:id/modules',
      {
        ...guarded('UM', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Replace the module permissions of a role (UM)',
          params: ZRoleParams,
          body: ZModulePermissions,
          response: { 200: envelopeOf(ZRoleDetail) },
        },
      },
      async (request) =>
        ok(
          await roles.setModulesOfRole(request.params.id, request.body, actorOf(request)),
          MESSAGES['access.roleSaved'],
        ),
    );
    app.get(
      '/modules',
      {
        ...guarded('UM', 'read'),
        schema: {
          tags,
          summary: 'Modules, searchable by name (UM)',
          querystring: ZModuleQuery,
          response: { 200: envelopeOf(z.array(ZModule)) },
        },
      },
      async (request) => ok(await roles.searchModules(request.query.search)),
    );
    app.post(
      '/modules',
      {
        ...guarded('UM', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Create a module (UM)',
          body: ZCreateModule,
          response: { 201: envelopeOf(ZModule) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await roles.createModule(request.body, actorOf(request)),
              MESSAGES['access.moduleSaved'],
            ),
          ),
    );
  };
}
