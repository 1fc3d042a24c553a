/** The back-office paths of users, roles and modules (back-office.md §2 "User management"). */
export const ACCESS_PATHS = {
  userList: '/admin/userlist',
  userCreation: '/admin/usercreation',
  userDetails: (id: number) => `/admin/userDetails/${id}`,
  roleList: '/admin/rolelist',
  roleCreation: '/admin/rolecreation',
  roleEdit: (id: number) => `/admin/rolecreation/${id}`,
  moduleList: '/admin/modulelist',
} as const;
