import type { RouteObject } from 'react-router';

/** Handing forms to scrutiny officers, finalising, the allocation reports (SA; issue 21). */
export const scrutinyAllocationAdminRoutes: RouteObject[] = [];
