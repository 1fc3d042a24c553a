import type { FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { accessOfRoute, actionsOf, type RouteAction } from '../auth/route-access';
import { multipartRequestBody } from '../files/multipart-form';
import { API_TAGS } from './api-tags';
import { errorAnswersOf, type RouteShape } from './route-contract';

// The payment providers' stand-ins speak the providers' own protocols (their paths, their
// answers), which the providers document; they are off in production and no client of the
// portal calls them, so they are not part of the portal's contract.
const UNDOCUMENTED_PREFIXES = ['/sandbox/'];

/** getInternalMasterDataProvincesById: the method and the path, without the /api prefix. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => {
      const parameter = /^[:{](\w+)}?$/.exec(word);
      return parameter ? `By${capitalised(parameter[1]!)}` : capitalised(word);
    });
  return method.toLowerCase() + words.join('');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function checkedTags(schema: FastifySchema, where: string): string[] {
  const tags = (schema as { tags?: string[] }).tags ?? [];
  const known: readonly string[] = API_TAGS.map((tag) => tag.name);
  if (tags.length !== 1 || !known.includes(tags[0]!))
    throw new Error(`${where}: needs exactly one of the tags in api-tags.ts, has ${tags.join()}`);
  return tags;
}

/**
 * `x-action`: the action a route performs on its code; for a route whose body names the
 * decision, the list of its actions, and `x-action-by` which body field decides which.
 */
const actionExtensions = (action: RouteAction) =>
  typeof action === 'string'
    ? { 'x-action': action }
    : { 'x-action': actionsOf(action), 'x-action-by': action };

/**
 * The OpenAPI transform of every route: zod schemas become JSON schemas, and each operation
 * gets an operationId, its one tag, its security (`[]` when public), `x-access`,
 * `x-privilege` and `x-action` from its guard, its error answers and its multipart body (the last two made
 * into responses and a request body by `completeDocument`).
 */
export const describeOperation: SwaggerTransform<FastifySchema> = (input) => {
  const { route, url } = input;
  if (UNDOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix)))
    return { schema: { ...input.schema, hide: true } as FastifySchema, url };
  const transformed = jsonSchemaTransform(input);
  const schema = { ...transformed.schema } as Record<string, unknown>;
  if (schema.hide) return transformed;
  const shape = { ...route, schema: input.schema } as unknown as RouteShape;
  const method = String(route.method);
  const access = accessOfRoute(shape);
  // Staff's code and action, also on the profile routes staff with PM call for a candidate.
  const privilege = 'privilege' in access ? access.privilege : undefined;
  const action = 'action' in access ? access.action : undefined;
  const { multipart, errors: _declared, ...rest } = schema;
  return {
    url,
    schema: {
      ...rest,
      tags: checkedTags(input.schema, `${method} ${url}`),
      operationId: schema.operationId ?? operationIdOf(method, url),
      security: schema.security ?? (access.who === 'anyone' ? [] : [{ bearer: [] }]),
      'x-access': access.who,
      ...(privilege ? { 'x-privilege': privilege } : {}),
      ...(action ? actionExtensions(action) : {}),
      'x-error-answers': Object.fromEntries(errorAnswersOf(shape)),
      ...(multipart ? { 'x-multipart-body': multipartRequestBody(input.schema.multipart!) } : {}),
    } as unknown as FastifySchema,
  };
};
