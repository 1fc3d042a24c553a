/** Query keys of the access feature; every write invalidates what it may have changed. */
export const ACCESS_PATH = '/api/internal';

export const accessKeys = {
  all: ['access'] as const,
  users: () => [...accessKeys.all, 'users'] as const,
  user: (id: number) => [...accessKeys.users(), 'detail', id] as const,
  roles: () => [...accessKeys.all, 'roles'] as const,
  role: (id: number) => [...accessKeys.roles(), 'detail', id] as const,
  modules: () => [...accessKeys.all, 'modules'] as const,
};
