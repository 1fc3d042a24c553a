import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { API_TAGS } from './api-tags';
import { routeMapOf, ROUTE_MAP_END, ROUTE_MAP_START } from './route-map';

// The OpenAPI document is what a ministry's system, a mobile app or a tester builds a client
// from: it must describe every body, who may call each operation, and the routes' true paths.

interface Operation {
  summary?: string;
  tags?: string[];
  operationId?: string;
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: Schema; encoding?: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
interface Schema {
  type?: string;
  format?: string;
  maxLength?: number;
  required?: string[];
  properties?: Record<string, Schema>;
}
type Document = Parameters<typeof routeMapOf>[0] & {
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ url, method, operation })),
  );

beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

const multipartOf = (url: string, method: string) =>
  document.paths[url]![method]!.requestBody!.content['multipart/form-data']!;

describe('the OpenAPI document', () => {
  it('describes the parts of the document upload: one file, JPG or PNG, at most 500 KB', () => {
    const body = multipartOf('/api/candidate/profile/documents/{kind}', 'put');
    expect(body.schema.required).toEqual(['file']);
    expect(Object.keys(body.schema.properties!)).toEqual(['file']);
    expect(body.schema.properties!.file).toMatchObject({
      type: 'string',
      format: 'binary',
      maxLength: 500 * 1024,
    });
    expect(body.encoding).toEqual({ file: { contentType: 'image/jpeg, image/png' } });
  });

  it('describes the parts of the voucher upload: its fields as JSON and its image', () => {
    const body = multipartOf('/api/candidate/applications/{id}/voucher', 'post');
    expect(body.schema.required).toEqual(['data', 'voucher']);
    expect(body.schema.properties!.data).toMatchObject({
      type: 'object',
      required: ['voucherNumber', 'bankId', 'paymentMethod'],
    });
    expect(body.schema.properties!.voucher).toMatchObject({ type: 'string', format: 'binary' });
    expect(body.encoding).toEqual({
      data: { contentType: 'application/json' },
      voucher: { contentType: 'image/jpeg, image/png' },
    });
  });

  it('lets an edit leave out the files it keeps, and a record add demand the required ones', () => {
    const add = multipartOf('/api/candidate/profile/education', 'post');
    const change = multipartOf('/api/candidate/profile/education/{id}', 'put');
    expect(add.schema.required).toContain('data');
    expect(add.schema.required!.length).toBeGreaterThan(1);
    expect(change.schema.required).toEqual(['data']);
    expect(Object.keys(change.schema.properties!)).toEqual(Object.keys(add.schema.properties!));
  });

  it('gives every operation a summary, one known tag, a unique id and its security', () => {
    const tags: string[] = API_TAGS.map((tag) => tag.name);
    const ids = new Set<string>();
    for (const { url, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${url}`;
      expect(operation.summary, where).toBeTruthy();
      expect(operation.tags?.length, where).toBe(1);
      expect(tags, where).toContain(operation.tags![0]);
      expect(ids.has(operation.operationId!), where).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.security, where).toBeDefined();
      expect(url.endsWith('/'), where).toBe(false);
    }
    expect(ids.size).toBeGreaterThan(200);
  });

  it('says true things about security: a bearer operation is 401 without a token, a public one is not', async () => {
    const concrete = (url: string) => url.replace(/\{[^}]+\}/g, '1');
    for (const { url, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${url}`;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: concrete(url),
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      const bearer = operation.security!.some((scheme) => 'bearer' in scheme);
      if (bearer) expect(response.statusCode, where).toBe(401);
      else if (operation.security!.length === 0) expect(response.statusCode, where).not.toBe(401);
    }
  });

  it('is what docs/api.md maps (run `npm run docs:api` after changing a route)', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const apiMd = fs.readFileSync(path.resolve(here, '../../../../../docs/api.md'), 'utf8');
    const map = apiMd.slice(
      apiMd.indexOf(ROUTE_MAP_START),
      apiMd.indexOf(ROUTE_MAP_END) + ROUTE_MAP_END.length,
    );
    expect(map).toBe(routeMapOf(document));
  });
});
