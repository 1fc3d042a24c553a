import type { SwaggerOptions } from '@fastify/swagger';
import { MESSAGES, type ErrorCode } from '@niyukti/shared';
import { API_TAGS } from './api-tags';
import { describeOperation } from './describe-operation';

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: object };

const ERROR_ENVELOPE = {
  type: 'object',
  description: 'The envelope of every refusal: status 0, the bilingual message and a code',
  required: ['status', 'message', 'data', 'code'],
  properties: {
    status: { type: 'integer', enum: [0] },
    message: {
      type: 'object',
      required: ['en', 'ne'],
      properties: { en: { type: 'string' }, ne: { type: 'string' } },
    },
    data: {
      type: 'object',
      nullable: true,
      additionalProperties: true,
      description:
        'Details, or null. VALIDATION_FAILED: { issues: [{ path, message }] }, message being a ' +
        'message key of the shared catalogue',
    },
    code: { type: 'string' },
  },
};

const describeCodes = (codes: readonly ErrorCode[]) =>
  codes.map((code) => `${code}: ${MESSAGES[`error.${code}`]?.en ?? code}`).join(' ');

function errorResponse(codes: readonly ErrorCode[]) {
  return {
    description: describeCodes(codes),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorEnvelope' },
            { type: 'object', properties: { code: { type: 'string', enum: codes } } },
          ],
        },
      },
    },
  };
}

/** Turns the operations' x-error-answers and x-multipart-body into responses and bodies. */
function completeOperation(operation: Operation) {
  const answers = operation['x-error-answers'] as Record<string, ErrorCode[]> | undefined;
  delete operation['x-error-answers'];
  for (const [status, codes] of Object.entries(answers ?? {}))
    operation.responses = { ...operation.responses, [status]: errorResponse(codes) };
  const multipart = operation['x-multipart-body'];
  delete operation['x-multipart-body'];
  if (multipart) operation.requestBody = multipart;
}

function completeDocument(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations)) completeOperation(operation);
  const components = document.components as { schemas?: object } | undefined;
  return {
    ...document,
    components: {
      ...components,
      schemas: { ...components?.schemas, ErrorEnvelope: ERROR_ENVELOPE },
    },
  };
}

/** The OpenAPI document served at /api/docs/json: the contract clients are built from. */
export function apiDocumentOptions(): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Niyukti API',
        description:
          'Recruitment and examination portal of a public service commission. Every JSON ' +
          'answer is the envelope { status, message: { en, ne }, data, code }; see docs/api.md.',
        version: '0.1.0',
      },
      // Relative: the portal that serves this document (PUBLIC_URL differs per installation).
      servers: [{ url: '/', description: 'The portal serving this document' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access token of /oauth/token',
          },
          oauthClient: {
            type: 'http',
            scheme: 'basic',
            description: 'The OAuth client id and secret (the web app’s are public)',
          },
        },
      },
    },
    transform: describeOperation,
    transformObject: (documents) =>
      completeDocument((documents as unknown as { openapiObject: Document }).openapiObject),
  } as SwaggerOptions;
}
