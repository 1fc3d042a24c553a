/** The back-office paths of the master-data screens (back-office.md §2 "basic configuration"). */
export const MASTER_DATA_PATHS = {
  index: '/admin/master-data',
  entity: (key: string) => `/admin/master-data/${key}`,
} as const;
