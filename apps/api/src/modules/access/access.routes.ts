import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZChangeUsername,
  ZCreateModule,
  ZCreateStaffUser,
  ZCreateUserBlock,
  ZId,
  ZModule,
  ZModulePermissions,
  ZModuleQuery,
  ZRoleDetail,
  ZRoleInput,
  ZRoleSummary,
  ZStaffUserDetail,
  ZStaffUserQuery,
  ZStaffUserSummary,
  ZUserBlock,
  ZUserLookup,
  ZUserLookupQuery,
  ZUserRoles,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { createBlocksService } from './blocks.service';
import { createRolesService } from './roles.service';
import { createUsersService } from './users.service';

const ZUserParams = z.object({ id: ZId });
const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

/** Staff users, roles, modules (UM), blocks (BU) and internal password reset (PUM). */
export function accessRoutes(context: AppContext): FastifyPluginAsyncZod {
  const users = createUsersService(context.db);
  const roles = createRolesService(context.db);
  const blocks = createBlocksService({
    db: context.db,
    loginUrl: `${context.config.publicUrl}/login`,
  });
  return async (app) => {
    await app.register(userRoutes(users));
    await app.register(roleRoutes(roles));
    await app.register(blockRoutes(blocks));
  };
}

function userRoutes(users: ReturnType<typeof createUsersService>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['access'];
    app.get(
      '/users',
      {
        ...guarded('UM'),
        schema: {
          tags,
          summary: 'Staff users, paged; search by name, username or e-mail; filter by role (UM)',
          querystring: ZStaffUserQuery,
          response: { 200: envelopeOf(pageOf(ZStaffUserSummary)) },
        },
      },
      async (request) => ok(await users.listStaffUsers(request.query)),
    );
    app.get(
      '/users/:id',
      {
        ...guarded('UM'),
        schema: {
          tags,
          summary: 'A staff user with roles, privileges and blocks (UM)',
          params: ZUserParams,
          response: { 200: envelopeOf(ZStaffUserDetail) },
        },
      },
      async (request) => ok(await users.getStaffUser(request.params.id)),
    );
    app.post(
      '/users',
      {
        ...guarded('UM'),
        schema: {
          tags,
          summary: 'Create a staff user with roles (UM)',
          body: ZCreateStaffUser,
          response: { 201: envelopeOf(ZStaffUserSummary) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await users.createStaffUser(request.body, actor(request)),
              MESSAGES['access.userCreated'],
            ),
          ),
    );
    app.put(
      '/users/:id/username',
      {
        ...guarded('UM'),
        schema: {
          tags,
          summary: 'Edit the username of a staff user (UM)',
          params: ZUserParams,
          body: ZChangeUsername,
          response: { 200: envelopeOf(ZStaffUserSummary) },
        },
      },
      async (request) =>
        ok(
          await users.changeUsername(request.params.id, request.body.username, actor(request)),
          MESSAGES['access.usernameChanged'],
        ),
    );
    app.put(
      '/users/:id/roles',
      {
        ...guarded('UM'),
        schema: {
          tags,
          summary: 'Replace the roles of a staff user (UM)',
          params: ZUserParams,
          body: ZUserRoles,
          response: { 200: envelopeOf(ZStaffUserSummary) },
        },
      },
      async (request) =>
        ok(
          await users.setRolesOfUser(request.params.id, request.body.roleIds, actor(request)),
          MESSAGES['access.userRolesSaved'],
        ),
    );
  };
}

function roleRoutes(roles: ReturnType<typeof createRolesService>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['access'];
    const ZRoleParams = z.object({ id: ZId });
    app.get(
      '/roles',
      {
        ...guarded('UM'),
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
        ...guarded('UM'),
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
        ...guarded('UM'),
        schema: {
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
            ok(await roles.createRole(request.body, actor(request)), MESSAGES['access.roleSaved']),
          ),
    );
    app.put(
      '/roles/:id',
      {
        ...guarded('UM'),
        schema: {
          tags,
          summary: 'Replace a role: title, description, type, privileges, modules (UM)',
          params: ZRoleParams,
          body: ZRoleInput,
          response: { 200: envelopeOf(ZRoleDetail) },
        },
      },
      async (request) =>
        ok(
          await roles.updateRole(request.params.id, request.body, actor(request)),
          MESSAGES['access.roleSaved'],
        ),
    );
    app.put(
      '/roles/:id/modules',
      {
        ...guarded('UM'),
        schema: {
          tags,
          summary: 'Replace the module permissions of a role (UM)',
          params: ZRoleParams,
          body: ZModulePermissions,
          response: { 200: envelopeOf(ZRoleDetail) },
        },
      },
      async (request) =>
        ok(
          await roles.setModulesOfRole(request.params.id, request.body, actor(request)),
          MESSAGES['access.roleSaved'],
        ),
    );
    app.get(
      '/modules',
      {
        ...guarded('UM'),
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
        ...guarded('UM'),
        schema: {
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
              await roles.createModule(request.body, actor(request)),
              MESSAGES['access.moduleSaved'],
            ),
          ),
    );
  };
}

function blockRoutes(blocks: ReturnType<typeof createBlocksService>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['access'];
    app.get(
      '/user-search',
      {
        ...guarded('BU'),
        schema: {
          tags,
          summary: 'Find one account (username, e-mail or master id) and its blocks (BU)',
          querystring: ZUserLookupQuery,
          response: { 200: envelopeOf(ZUserLookup) },
        },
      },
      async (request) => ok(await blocks.lookUpUser(request.query.query)),
    );
    app.get(
      '/users/:id/blocks',
      {
        ...guarded('BU'),
        schema: {
          tags,
          summary: 'Blocks of a user, candidate or staff (BU)',
          params: ZUserParams,
          response: { 200: envelopeOf(z.array(ZUserBlock)) },
        },
      },
      async (request) => ok(await blocks.listBlocks(request.params.id)),
    );
    app.post(
      '/users/:id/blocks',
      {
        ...guarded('BU'),
        schema: {
          tags,
          summary: 'Block a user from signing in between two A.D. dates (BU)',
          params: ZUserParams,
          body: ZCreateUserBlock,
          response: { 201: envelopeOf(ZUserBlock) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await blocks.blockUser(request.params.id, request.body, actor(request)),
              MESSAGES['access.userBlocked'],
            ),
          ),
    );
    app.delete(
      '/users/:id/blocks/:blockId',
      {
        ...guarded('BU'),
        schema: {
          tags,
          summary: 'Lift a block; the record is kept (BU)',
          params: z.object({ id: ZId, blockId: ZId }),
          response: { 200: envelopeOf(ZUserBlock) },
        },
      },
      async (request) =>
        ok(
          await blocks.liftBlock(request.params.id, request.params.blockId, actor(request)),
          MESSAGES['access.blockLifted'],
        ),
    );
    app.post(
      '/users/:id/password-reset',
      {
        ...guarded('PUM'),
        schema: {
          tags,
          summary: 'Mail a new temporary password; ends every session of the user (PUM)',
          params: ZUserParams,
          response: {
            200: envelopeOf(z.object({ userId: z.number().int(), mailedTo: z.string() })),
          },
        },
      },
      async (request) =>
        ok(
          await blocks.resetPassword(request.params.id, actor(request)),
          MESSAGES['access.passwordReset'],
        ),
    );
  };
}
