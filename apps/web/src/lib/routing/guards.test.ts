import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@niyukti/shared';
import { wayBackFor } from './guards';

const candidate = { type: 'candidate' } as TCurrentUser;
const staff = { type: 'staff' } as TCurrentUser;

describe('wayBackFor', () => {
  it.each([
    [candidate, undefined, '/home'],
    [staff, undefined, '/admin'],
    [candidate, '/vacancy-applied/7', '/vacancy-applied/7'],
    [staff, '/admin/scrutiny?tab=2', '/admin/scrutiny?tab=2'],
    // Another person's page remembered by a shared computer's login page.
    [staff, '/vacancy-applied', '/admin'],
    [candidate, '/admin/users', '/home'],
    [candidate, '/administration', '/administration'],
  ])('sends %o from %s to %s', (user, from, expected) => {
    expect(wayBackFor(user, from)).toBe(expected);
  });
});
