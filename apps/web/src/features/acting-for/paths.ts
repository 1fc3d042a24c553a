import { profileTabPath } from '../../lib/profile/paths';

/** The spec's route (candidate-portal.md §2); it opens the page in the back office. */
export const SPEC_SELECT_MASTER_ID_PATH = '/select-external-masterId';
/** Where the page lives: under /admin, with the back-office menu item "select master id". */
export const SELECT_MASTER_ID_PATH = '/admin/select-external-masterId';

/** The profile screens a staff member opens for the chosen candidate. */
export const PROFILE_PERSONAL_PATH = profileTabPath('personal');
export const PROFILE_DOCUMENTS_PATH = profileTabPath('documents');

/** Where to go after choosing: a path of this app only (never another site), else the profile. */
export function nextPathOf(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : PROFILE_PERSONAL_PATH;
}
