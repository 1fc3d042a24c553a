import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@niyukti/shared';
import { can } from './can';

const staff: TCurrentUser = {
  id: 1,
  username: 'auditor',
  fullName: 'Laxmi Gurung',
  type: 'staff',
  masterId: null,
  privileges: ['SC', 'AR'],
  permissions: { SC: ['read'], AR: ['read', 'approve'] },
  mustChangePassword: false,
};

describe('can(user, code, action)', () => {
  it('needs the code and the action on it', () => {
    expect(can(staff, 'SC', 'read')).toBe(true);
    expect(can(staff, 'SC', 'approve')).toBe(false);
    expect(can(staff, 'AR', 'approve')).toBe(true);
    expect(can(staff, 'UM', 'read')).toBe(false);
  });

  it('never for a candidate or nobody', () => {
    expect(can({ ...staff, type: 'candidate' }, 'SC', 'read')).toBe(false);
    expect(can(null, 'SC', 'read')).toBe(false);
  });

  it('every action of a held code when the server sends no permissions (older server)', () => {
    const { permissions: _none, ...older } = staff;
    expect(can(older, 'SC', 'approve')).toBe(true);
    expect(can(older, 'UM', 'read')).toBe(false);
  });
});
