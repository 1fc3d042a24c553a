/**
 * Query keys of master data. Everything read about one entity sits under `entity(key)`, so a
 * write to that entity refreshes its list, its look-up and its public options at once.
 */
export const masterDataKeys = {
  all: ['master-data'] as const,
  entity: (key: string) => [...masterDataKeys.all, key] as const,
  list: (key: string, query: object) => [...masterDataKeys.entity(key), 'list', query] as const,
  lookup: (key: string) => [...masterDataKeys.entity(key), 'lookup'] as const,
};

export const INTERNAL_MASTER_DATA_PATH = '/api/internal/master-data';
