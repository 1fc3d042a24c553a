import type { FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { PrivilegeCode } from '@niyukti/shared';
import { requirePrivilege } from './guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The privilege code an internal route demands (set only through `guarded`). */
    privilege?: PrivilegeCode;
  }
}

/**
 * The route's OpenAPI operation carries its code as `x-privilege`, so the document says who may
 * call what, and the guard test can enumerate every internal route with the code it needs.
 */
function documentPrivilege(code: PrivilegeCode): SwaggerTransform<FastifySchema> {
  return (input) => {
    const transformed = jsonSchemaTransform(input);
    return {
      ...transformed,
      schema: { ...transformed.schema, 'x-privilege': code, security: [{ bearer: [] }] },
    };
  };
}

/**
 * Options for every internal route: `{ ...guarded('SC'), schema: … }`. The guard runs on
 * `onRequest`, before the body is parsed or validated, so a caller without the privilege
 * learns nothing about the route's input and costs no parsing.
 */
export function guarded(code: PrivilegeCode) {
  return {
    onRequest: requirePrivilege(code),
    config: { privilege: code, swaggerTransform: documentPrivilege(code) },
  };
}
