import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import type { Poller } from './jobs/poller';

/** The URL families of the API (docs/api.md): who calls them decides the prefix. */
export type RoutePrefix =
  '/api' | '/api/public' | '/api/candidate' | '/api/internal' | '/oauth' | '/sandbox';

/** One set of a module's routes, mounted under one prefix. */
export interface ModuleRoutes {
  prefix: RoutePrefix;
  plugin: (context: AppContext) => FastifyPluginAsyncZod;
}

/**
 * What a module shows the app (its `index.ts` exports one): its routes, and the jobs it runs
 * on every instance. app.ts is the list of modules; main.ts starts and stops their jobs.
 */
export interface ApiModule {
  name: string;
  routes: ModuleRoutes[];
  jobs?: (context: AppContext, log: FastifyBaseLogger) => Poller[];
}
