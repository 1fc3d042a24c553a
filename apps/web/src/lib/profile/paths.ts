import type { ProfilePart } from '@niyukti/shared';

/** /user/profile and its tabs (candidate-portal.md §2), in the order a candidate fills them. */
export const PROFILE_PATH = '/user/profile';

export const PROFILE_TABS = [
  'personal',
  'contact',
  'extra',
  'education',
  'training',
  'professional',
  'experience',
  'documents',
  'preview',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileTabPath = (tab: ProfileTab) => `${PROFILE_PATH}/${tab}`;

/** The tab where a missing part of the profile is given. */
export const TAB_OF_PART: Record<ProfilePart, ProfileTab> = {
  personal: 'personal',
  contact: 'contact',
  extra: 'extra',
  education: 'education',
  photograph: 'documents',
  signature: 'documents',
  citizenship: 'documents',
};
