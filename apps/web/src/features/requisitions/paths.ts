/** The back-office paths of requisitions (back-office.md §2 "Requisition and approval"). */
export const REQUISITIONS_PATHS = {
  list: '/admin/requisition',
  create: '/admin/requisition/new',
  detail: (id: number) => `/admin/requisition/${id}`,
  approval: '/admin/approval',
} as const;
