import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZChangeUsername,
  ZCreateStaffUser,
  ZStaffUserDetail,
  ZStaffUserQuery,
  ZStaffUserSummary,
  ZUserOrganizationInput,
  ZUserRoles,
} from '@niyukti/shared';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { actorOf, ZUserParams } from './access.route-params';
import type { createUsersService } from './users.service';

/** Staff users: list, detail, create, username and roles (UM). */
export function userRoutes(users: ReturnType<typeof createUsersService>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['access'];
    app.get(
      '/users',
      {
        ...guarded('UM', 'read'),
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
        ...guarded('UM', 'read'),
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
        ...guarded('UM', 'create'),
        schema: {
          errors: ['DUPLICATE_USERNAME', 'DUPLICATE_EMAIL', 'CONFLICT'],
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
              await users.createStaffUser(request.body, actorOf(request)),
              MESSAGES['access.userCreated'],
            ),
          ),
    );
    app.put(
      '/users/:id/username',
      {
        ...guarded('UM', 'update'),
        schema: {
          errors: ['DUPLICATE_USERNAME', 'CONFLICT'],
          tags,
          summary: 'Edit the username of a staff user (UM)',
          params: ZUserParams,
          body: ZChangeUsername,
          response: { 200: envelopeOf(ZStaffUserSummary) },
        },
      },
      async (request) =>
        ok(
          await users.changeUsername(request.params.id, request.body.username, actorOf(request)),
          MESSAGES['access.usernameChanged'],
        ),
    );
    app.put(
      '/users/:id/roles',
      {
        ...guarded('UM', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Replace the roles of a staff user (UM)',
          params: ZUserParams,
          body: ZUserRoles,
          response: { 200: envelopeOf(ZStaffUserSummary) },
        },
      },
      async (request) =>
        ok(
          await users.setRolesOfUser(request.params.id, request.body.roleIds, actorOf(request)),
          MESSAGES['access.userRolesSaved'],
        ),
    );
    app.put(
      '/users/:id/organization',
      {
        ...guarded('UM', 'update'),
        schema: {
          tags,
          summary: 'Set the organization a staff user works for (UM)',
          params: ZUserParams,
          body: ZUserOrganizationInput,
          response: { 200: envelopeOf(ZStaffUserSummary) },
        },
      },
      async (request) =>
        ok(
          await users.setOrganizationOfUser(
            request.params.id,
            request.body.organizationId,
            actorOf(request),
          ),
          MESSAGES['access.userOrganizationSaved'],
        ),
    );
  };
}
