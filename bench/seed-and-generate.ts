import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/db/seed/demo-seed';
import { createLocalFileStorage } from '../apps/api/src/platform/files/file-storage';
import { generateBenchData, type BenchData } from './generate-data';

/** The demo seed and the generated rows; the pictures go where the server keeps files. */
export async function seedAndGenerate(
  databaseUrl: string,
  dataDir: string,
  sizes: { candidateCount: number; advertisementCount: number },
): Promise<BenchData> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await seedDemoData(database.db);
    const started = Date.now();
    const files = createLocalFileStorage(path.join(dataDir, 'files'));
    const data = await generateBenchData(database.db, { ...sizes, files });
    console.log(
      `data: ${data.candidates.length} candidates, ${data.advertisementIds.length} live ` +
        `advertisements, ${data.admittedApplicationIds.length} admit cards (${Date.now() - started} ms)`,
    );
    return data;
  } finally {
    await database.close();
  }
}
