import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { masterEntity } from '@niyukti/shared';
import type { Database } from '../../../db/client';
import { AppError } from '../../../platform/errors/app-error';
import { localBodyCount, lockLocalBodiesForSeeding } from './import.repository';
import { importSheet } from './import.service';
import { readImportFile } from '../../../platform/spreadsheets/read-import-file';

// The official list of Nepal's 753 local levels is reference data kept beside the repository
// (../shared/data/nepal-admin/, never copied in). Where it is present, a new installation starts
// with it, read by the same code as an administrator's upload.

/** The reference folder beside the repository (this file is seven levels below it). */
export const NEPAL_ADMIN_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../../shared/data/nepal-admin',
);
const LOCAL_LEVELS_FILE = path.join(NEPAL_ADMIN_DIR, 'local-levels.csv');

/**
 * Imports the official local levels into an empty `local_bodies` table; returns how many rows were
 * added (0 when the file is absent or the table already has rows).
 */
export async function seedOfficialLocalBodies(
  db: Database,
  file = LOCAL_LEVELS_FILE,
): Promise<number> {
  if (!existsSync(file) || (await localBodyCount(db)) > 0) return 0;
  // Read only for an empty table: a restart does not parse the file again.
  const sheet = await readImportFile(await readFile(file));
  const entity = masterEntity('local-bodies')!;
  try {
    return await db.transaction(async (tx) => {
      await lockLocalBodiesForSeeding(tx);
      if ((await localBodyCount(tx)) > 0) return 0;
      return (await importSheet(tx, entity, sheet)).imported;
    });
  } catch (error) {
    if (error instanceof AppError)
      throw new Error(`${file} was not imported: ${JSON.stringify(error.data)}`, { cause: error });
    throw error;
  }
}
