import { describe, expect, it } from 'vitest';
import { activeNavItem, type NavItem } from './nav-item';

const items: NavItem[] = [
  { to: '/admin', labelKey: 'dashboard', end: true },
  { to: '/admin/scrutiny', labelKey: 'scrutiny' },
  { to: '/admin/scrutiny-allocation', labelKey: 'allocation' },
  { to: '/admin/scrutiny/report', labelKey: 'report' },
  { to: '/admin/scrutiny/report-by-gender-basic-configuration', labelKey: 'byGender' },
];

const activeAt = (pathname: string) => activeNavItem(items, pathname)?.labelKey;

describe('activeNavItem', () => {
  it.each([
    ['/admin', 'dashboard'],
    ['/admin/scrutiny', 'scrutiny'],
    ['/admin/scrutiny/12/pending/1', 'scrutiny'],
    ['/admin/scrutiny/report', 'report'],
    ['/admin/scrutiny/report/5', 'report'],
    ['/admin/scrutiny/report-by-gender-basic-configuration/area', 'byGender'],
    ['/admin/scrutiny-allocation', 'allocation'],
  ])('marks the one item %s belongs to', (pathname, label) => {
    expect(activeAt(pathname)).toBe(label);
  });

  it('marks an exact item only at its own path, and nothing outside every item', () => {
    expect(activeAt('/admin/unknown')).toBeUndefined();
    expect(activeAt('/admin/scrutinyx')).toBeUndefined();
    expect(activeAt('/elsewhere')).toBeUndefined();
  });
});
