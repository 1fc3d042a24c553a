import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations } from './master-data';

export const userKind = pgEnum('user_kind', ['candidate', 'staff']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    kind: userKind('kind').notNull(),
    firstName: varchar('first_name', { length: 30 }).notNull(),
    middleName: varchar('middle_name', { length: 30 }),
    lastName: varchar('last_name', { length: 30 }).notNull(),
    /**
     * The organization a staff user works for (the commission, or an office that requests
     * vacancies); it decides whose requisitions they see. Null for candidates, never for staff.
     */
    organizationId: integer('organization_id').references((): AnyPgColumn => organizations.id),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    // Not read since sign-in failures are counted per name and client (signInFailures); kept
    // for the instances of the previous version still running during a rolling upgrade.
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames and e-mails are matched case-insensitively, so uniqueness is on the lower case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The staff reports' search of people by any part of a name or e-mail (decision 161): the
    // name as `searchableName` writes it in the staff reports' repository.
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || coalesce(${table.middleName} || ' ', '') || ${table.lastName}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    check(
      'users_staff_organization',
      sql`${table.kind} <> 'staff' or ${table.organizationId} is not null`,
    ),
  ],
);

/**
 * Wrong passwords per name typed and client (an IPv4 address or an IPv6 /64), for unknown
 * names too, so the answers do not tell which names exist. A lock refuses that name from that
 * client only: a stranger elsewhere cannot lock the owner out. The name is kept as its SHA-256
 * (people type passwords into the name field); rows a day old are deleted by a job.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** sha256 hex of the trimmed, lower-cased username or e-mail typed. */
    nameKey: varchar('name_key', { length: 64 }).notNull(),
    client: varchar('client', { length: 64 }).notNull(),
    /** Wrong passwords since the last lock, success or reset. */
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.nameKey, table.client] }),
    index('sign_in_failures_last_failed_idx').on(table.lastFailedAt),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull().unique(),
  description: text('description').notNull().default(''),
  type: varchar('type', { length: 30 }).notNull().default('internal'),
});

export const rolePrivileges = pgTable(
  'role_privileges',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 10 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.code] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** Rotating refresh tokens: only a hash is stored; a spent token presented again revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** One-time tokens of "forgot password" links: only a hash is stored; usable once, until expiry. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Back-office modules (menu areas) and what a role may do in each. The module of a privilege
 * code (`code`, one per code, added by the migration) holds a role's actions on that code; the
 * guards read them. Modules an administrator adds have no code and guard nothing.
 */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 10 }).unique(),
  titleEn: varchar('title_en', { length: 100 }).notNull().unique(),
  titleNe: varchar('title_ne', { length: 100 }).notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionNe: text('description_ne').notNull().default(''),
});

export const roleModules = pgTable(
  'role_modules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    canRead: boolean('can_read').notNull().default(false),
    canCreate: boolean('can_create').notNull().default(false),
    canUpdate: boolean('can_update').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
    canApprove: boolean('can_approve').notNull().default(false),
    canReject: boolean('can_reject').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.moduleId] })],
);

/** A user barred from signing in between two dates (BU); lifting it keeps the record. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [index('user_blocks_user_idx').on(table.userId)],
);
