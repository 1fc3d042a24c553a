import {
  adToBs,
  todayIso,
  type TModule,
  type TPermissions,
  type TRoleDetail,
  type TRoleSummary,
  type TStaffUserSummary,
  type TUserBlock,
} from '@niyukti/shared';
import type { UserBlockRow } from './blocks.repository';
import type { ModuleRow, RoleRow } from './roles.repository';
import type { UserOrganizationRow, UserRow } from './users.repository';

/** Never the password hash or the login counters: only what the back office shows. */
export function toStaffUserSummary(
  row: UserRow,
  roles: { id: number; title: string }[],
  organization: UserOrganizationRow,
): TStaffUserSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    roles,
    organization,
  };
}

/** The state of a user an audit row keeps (no hash). */
export function auditableUser(row: UserRow, roleIds?: number[]) {
  return {
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    kind: row.kind,
    organizationId: row.organizationId,
    ...(roleIds ? { roleIds } : {}),
  };
}

export function toUserBlock(row: UserBlockRow, today = todayIso()): TUserBlock {
  return {
    id: row.id,
    userId: row.userId,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    startsOnBs: adToBs(row.startsOn),
    endsOnBs: adToBs(row.endsOn),
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    liftedAt: row.liftedAt?.toISOString() ?? null,
    active: row.liftedAt === null && row.startsOn <= today && today <= row.endsOn,
  };
}

export function toRoleSummary(row: RoleRow, privileges: string[]): TRoleSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    privileges,
  };
}

export function toRoleDetail(
  row: RoleRow,
  privileges: string[],
  actions: TPermissions,
  modules: {
    title: string;
    permission: {
      moduleId: number;
      canRead: boolean;
      canCreate: boolean;
      canUpdate: boolean;
      canDelete: boolean;
      canApprove: boolean;
      canReject: boolean;
    };
  }[],
): TRoleDetail {
  return {
    ...toRoleSummary(row, privileges),
    actions,
    modules: modules.map(({ title, permission: p }) => ({
      moduleId: p.moduleId,
      title,
      read: p.canRead,
      create: p.canCreate,
      update: p.canUpdate,
      delete: p.canDelete,
      approve: p.canApprove,
      reject: p.canReject,
    })),
  };
}

export function toModule(row: ModuleRow): TModule {
  return {
    id: row.id,
    code: row.code,
    title: row.titleEn,
    titleNe: row.titleNe,
    description: row.descriptionEn,
    descriptionNe: row.descriptionNe,
  };
}
