// A scrutiny hold names what is wrong (a reason) and opens the parts of the profile that fix it
// (HOLD_REASON_PARTS). The candidate's application and the profile both send the candidate to
// the tab where those parts are saved; this is where a part finds its tab.
import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { HOLD_REASON_PARTS, type EditablePart, type HoldReason } from '@niyukti/shared';
import { profileTabPath, type ProfileTab } from '../lib/profile/paths';

/** The profile tab that saves each part a hold can open (the groups/classes sit on Extra). */
export const TAB_OF_EDITABLE_PART: Record<EditablePart, ProfileTab> = {
  personal: 'personal',
  contact: 'contact',
  extra: 'extra',
  'inclusive-groups': 'extra',
  documents: 'documents',
  education: 'education',
  training: 'training',
  'professional-councils': 'professional',
  'government-experience': 'experience',
  'non-government-experience': 'experience',
};

/** The parts a tab saves: none for the preview, which only shows them. */
export function partsOfTab(tab: ProfileTab): EditablePart[] {
  return (Object.keys(TAB_OF_EDITABLE_PART) as EditablePart[]).filter(
    (part) => TAB_OF_EDITABLE_PART[part] === tab,
  );
}

/** The tab where what a hold names is fixed; null for a reason that opens nothing ('other'). */
export function holdFixTab(reason: HoldReason): ProfileTab | null {
  const [part] = HOLD_REASON_PARTS[reason];
  return part ? TAB_OF_EDITABLE_PART[part] : null;
}

/** A link to the profile tab that fixes what a hold names; nothing for 'other'. */
export function HoldFixLink(props: { reason: HoldReason; children: ReactNode; testId?: string }) {
  const tab = holdFixTab(props.reason);
  if (!tab) return null;
  return (
    <Anchor component={Link} to={profileTabPath(tab)} size="sm" fw={600} data-testid={props.testId}>
      {props.children}
    </Anchor>
  );
}
