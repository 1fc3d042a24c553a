import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { startTestApp, type TestApp } from '../test/test-app';
import type { Database } from './client';
import { listPage } from './paging';

// Two tables of the test's own: a list of 7 items, each with 0, 1 or 2 labels, so a join can
// multiply rows and a filter can shrink them.
const items = pgTable('paging_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
});
const labels = pgTable('paging_labels', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  label: text('label').notNull(),
});

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await db.execute(sql`create table paging_items (id serial primary key, name text not null,
    colour text not null)`);
  await db.execute(sql`create table paging_labels (id serial primary key, item_id int not null,
    label text not null)`);
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  await db
    .insert(items)
    .values(names.map((name, i) => ({ name, colour: i % 2 === 0 ? 'red' : 'blue' })));
  const stored = await db.select().from(items).orderBy(asc(items.id));
  await db
    .insert(labels)
    .values(
      stored.flatMap((item, i) =>
        Array.from({ length: i % 3 }, (_, n) => ({ itemId: item.id, label: `${item.name}${n}` })),
      ),
    );
});
afterAll(async () => t?.close());

const allItems = () => db.select({ name: items.name }).from(items).$dynamic();

describe('listPage', () => {
  it('gives the asked page in the given order and the size of the whole list', async () => {
    const page = await listPage(db, allItems(), [desc(items.name)], { page: 2, pageSize: 3 });
    expect(page).toEqual({ rows: [{ name: 'd' }, { name: 'c' }, { name: 'b' }], total: 7 });
  });

  it('counts the whole list on a page past its end', async () => {
    const page = await listPage(db, allItems(), [asc(items.name)], { page: 4, pageSize: 3 });
    expect(page).toEqual({ rows: [], total: 7 });
  });

  it('counts what the conditions keep, not the table', async () => {
    const red = db.select({ name: items.name }).from(items).where(eq(items.colour, 'red'));
    const page = await listPage(db, red.$dynamic(), [asc(items.name)], { page: 1, pageSize: 2 });
    expect(page).toEqual({ rows: [{ name: 'a' }, { name: 'c' }], total: 4 });
  });

  it('counts the rows of the joins, as the list shows them', async () => {
    const labelled = db
      .select({ name: items.name, label: labels.label, id: labels.id })
      .from(items)
      .innerJoin(labels, eq(labels.itemId, items.id))
      .$dynamic();
    const page = await listPage(db, labelled, [asc(labels.label)], { page: 1, pageSize: 3 });
    // b has 1 label, c 2, e 1, f 2: six rows, although only four items have labels.
    expect(page.rows.map((row) => row.label)).toEqual(['b0', 'c0', 'c1']);
    expect(page.total).toBe(6);
  });
});
