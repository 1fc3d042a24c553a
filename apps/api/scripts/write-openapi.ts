/** Writes the OpenAPI document to a file (the lint reads it), or to stdout. */
import fs from 'node:fs';
import { openApiDocument } from './openapi-document';

const target = process.argv[2];
const json = JSON.stringify(await openApiDocument(), null, 2) + '\n';
if (target) fs.writeFileSync(target, json);
else process.stdout.write(json);
