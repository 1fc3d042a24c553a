import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate } from './database-template';

/** Vitest's global setup: the run's database template, dropped when the run ends. */
export default async function setup(project: TestProject) {
  const { template, remove } = await buildDatabaseTemplate(process.env.DATABASE_URL);
  project.provide('databaseTemplate', template);
  return remove;
}
