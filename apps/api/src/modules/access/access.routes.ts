import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { blockRoutes } from './blocks.routes';
import { createBlocksService } from './blocks.service';
import { roleRoutes } from './roles.routes';
import { createRolesService } from './roles.service';
import { userRoutes } from './users.routes';
import { createUsersService } from './users.service';

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
