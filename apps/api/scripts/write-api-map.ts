/** `npm run docs:api`: redraws the route map of docs/api.md from the OpenAPI document. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeMapOf, withRouteMap } from '../src/platform/openapi/route-map';
import { openApiDocument } from './openapi-document';

const apiMd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api.md');
const document = (await openApiDocument()) as Parameters<typeof routeMapOf>[0];
fs.writeFileSync(apiMd, withRouteMap(fs.readFileSync(apiMd, 'utf8'), routeMapOf(document)));
console.log(`docs/api.md: ${Object.keys(document.paths).length} paths`);
