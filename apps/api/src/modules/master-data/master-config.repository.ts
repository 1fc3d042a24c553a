import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { masterConfig } from '../../db/schema';

export type MasterConfig = typeof masterConfig.$inferSelect;

/** The commission's settings row (created by the migration, so it always exists). */
export async function readMasterConfig(executor: Executor): Promise<MasterConfig> {
  const [row] = await executor.select().from(masterConfig).where(eq(masterConfig.id, 1));
  if (!row) throw new Error('master_config row is missing: migrations were not applied');
  return row;
}

export async function updateMasterConfig(
  executor: Executor,
  values: Partial<
    Pick<MasterConfig, 'maxWrongLoginAttempts' | 'loginLockMinutes' | 'rollNumberGenerationOrder'>
  >,
) {
  await executor
    .update(masterConfig)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(masterConfig.id, 1));
}
