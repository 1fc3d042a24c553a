import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The module contract is kept by lint (eslint.config.js), not by hope: these snippets are linted
// as if they were files of the API, and the boundary rules must refuse the bad ones.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const api = (file: string) => path.join(repoRoot, 'apps/api/src', file);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The messages of the import-boundary rule for `code` placed at `file`. */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, {
    filePath: api(file),
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('between API modules', () => {
  it("refuses a reach into another module's repository, service or mapper", async () => {
    for (const target of ['applications.repository', 'applications.service', 'applications.mapper'])
      expect(
        await refusals(
          'modules/scrutiny/scrutiny.service.ts',
          `import { x } from '../applications/${target}';`,
        ),
      ).toEqual([expect.stringContaining('through its index.ts only')]);
  });

  it('refuses it from a folder deeper inside a module, and from outside the modules', async () => {
    expect(
      await refusals(
        'modules/payments/vouchers/vouchers.service.ts',
        "import { x } from '../../applications/applications.repository';",
      ),
    ).toHaveLength(1);
    expect(
      await refusals('main.ts', "import { x } from './modules/payments/online-payments';"),
    ).toHaveLength(1);
  });

  it("allows another module's index and the module's own files", async () => {
    expect(
      await refusals(
        'modules/scrutiny/scrutiny.service.ts',
        "import { x } from '../applications/index';",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'modules/payments/vouchers/vouchers.service.ts',
        "import { x } from '../payments.repository';",
      ),
    ).toEqual([]);
    expect(await refusals('app.ts', "import { x } from './modules/payments/index';")).toEqual([]);
  });
});

describe('drizzle-orm', () => {
  it('is refused in services, routes, mappers and the platform', async () => {
    for (const file of [
      'modules/scrutiny/scrutiny.service.ts',
      'modules/profile/profile-locks.routes.ts',
      'modules/vacancies/vacancies.mapper.ts',
      'platform/mail/outbox.ts',
    ])
      expect(await refusals(file, "import { x } from 'drizzle-orm';"), file).toEqual([
        expect.stringContaining('SQL lives in repositories'),
      ]);
    expect(
      await refusals(
        'modules/vacancies/vacancies.service.ts',
        "import { x } from 'drizzle-orm/pg-core';",
      ),
    ).toHaveLength(1);
  });

  it('is allowed in repositories and in src/db', async () => {
    expect(
      await refusals('modules/scrutiny/scrutiny.repository.ts', "import { x } from 'drizzle-orm';"),
    ).toEqual([]);
    expect(await refusals('db/paging.ts', "import { x } from 'drizzle-orm';")).toEqual([]);
  });
});
