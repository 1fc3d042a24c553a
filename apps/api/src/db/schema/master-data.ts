import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

// The first slice of master data: enough for registration (districts) and the demo vacancies.
// The master-data issue extends these tables and adds the rest of the reference lists.

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  nameNe: varchar('name_ne', { length: 100 }).notNull(),
});

export const districts = pgTable('districts', {
  id: integer('id').primaryKey(),
  provinceId: integer('province_id')
    .notNull()
    .references(() => provinces.id),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  nameNe: varchar('name_ne', { length: 100 }).notNull(),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  nameEn: varchar('name_en', { length: 150 }).notNull(),
  nameNe: varchar('name_ne', { length: 150 }).notNull(),
});

export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 150 }).notNull(),
  nameNe: varchar('name_ne', { length: 150 }).notNull(),
});

export const serviceGroups = pgTable('service_groups', {
  id: serial('id').primaryKey(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id),
  nameEn: varchar('name_en', { length: 150 }).notNull(),
  nameNe: varchar('name_ne', { length: 150 }).notNull(),
});

export const posts = pgTable('posts', {
  id: serial('id').primaryKey(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id),
  groupId: integer('group_id').references(() => serviceGroups.id),
  classId: integer('class_id')
    .notNull()
    .references(() => classes.id),
  nameEn: varchar('name_en', { length: 150 }).notNull(),
  nameNe: varchar('name_ne', { length: 150 }).notNull(),
});

export const quotas = pgTable('quotas', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  nameNe: varchar('name_ne', { length: 100 }).notNull(),
});

export const examCentres = pgTable('exam_centres', {
  id: serial('id').primaryKey(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  nameNe: varchar('name_ne', { length: 200 }).notNull(),
  districtId: integer('district_id')
    .notNull()
    .references(() => districts.id),
  address: varchar('address', { length: 200 }).notNull(),
  capacity: integer('capacity').notNull(),
});
