/** Where notices live in the SPA: the public board (no sign-in needed) and the back office (MC). */
export const NOTICES_PATHS = {
  board: '/notices',
  admin: '/admin/notice',
} as const;
