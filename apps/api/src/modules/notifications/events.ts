import { formatMoneyPaisa, type LocalizedText } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { findApplicationFacts } from './notifications.repository';
import {
  notificationRecords,
  notify,
  type NotificationEvent,
  type NotificationKind,
} from './notify';

// One function per event, so each place an event is committed adds one line inside its
// transaction. Links are paths of the web app (candidate-portal.md §2).
const PROFILE_PATH = '/user/profile';
const DOCUMENTS_PATH = '/user/profile/documents';
const MY_APPLICATIONS_PATH = '/vacancy-applied';

interface Locks {
  profileLockedAt: unknown;
  documentsLockedAt: unknown;
}

/** Tells the candidate which of the two locks staff turned on or off (nothing if none changed). */
export async function notifyLockChanges(
  executor: Executor,
  candidateUserId: number,
  before: Locks,
  after: Locks,
) {
  const changes: { kind: NotificationKind; link: string }[] = [];
  const isOn = (value: unknown) => value !== null && value !== undefined;
  if (isOn(before.profileLockedAt) !== isOn(after.profileLockedAt))
    changes.push({
      kind: isOn(after.profileLockedAt) ? 'profileLocked' : 'profileUnlocked',
      link: PROFILE_PATH,
    });
  if (isOn(before.documentsLockedAt) !== isOn(after.documentsLockedAt))
    changes.push({
      kind: isOn(after.documentsLockedAt) ? 'documentsLocked' : 'documentsUnlocked',
      link: DOCUMENTS_PATH,
    });
  for (const change of changes) await notify(executor, candidateUserId, change);
}

/** What a notification about an application names: its post, advertisement and fee. */
export interface ApplicationFacts {
  post: LocalizedText;
  advertisementNumber: string;
  feePaisa: number;
}

function applicationEvent(kind: NotificationKind, facts: ApplicationFacts): NotificationEvent {
  const params = {
    post: facts.post,
    advertisementNumber: facts.advertisementNumber,
    fee: { en: formatMoneyPaisa(facts.feePaisa, 'en'), ne: formatMoneyPaisa(facts.feePaisa, 'ne') },
  };
  return { kind, params, link: MY_APPLICATIONS_PATH };
}

async function applicationFacts(executor: Executor, applicationId: number) {
  const row = await findApplicationFacts(executor, applicationId);
  if (!row) throw new Error(`application ${applicationId} not found for its notification`);
  return {
    candidateUserId: row.candidateUserId,
    facts: {
      post: { en: row.postEn, ne: row.postNe },
      advertisementNumber: row.advertisementNumber,
      feePaisa: row.feePaisa,
    },
  };
}

/**
 * "Application received; pay the fee" for each new application, as the records
 * (notificationRecords) that apply's statement writing the applications writes too, with
 * `notificationsInsertFrom` (so a notice exists exactly when its application does); apply
 * knows the facts already, so nothing is read back.
 */
export const submittedApplicationNotices = (
  submitted: readonly { candidateUserId: number; facts: ApplicationFacts }[],
) =>
  notificationRecords(
    submitted.map(({ candidateUserId, facts }) => ({
      userId: candidateUserId,
      event: applicationEvent('applicationSubmitted', facts),
    })),
  );

/** "Payment verified": inside the transaction that settles the payment, once. */
export async function notifyPaymentVerified(executor: Executor, applicationId: number) {
  const { candidateUserId, facts } = await applicationFacts(executor, applicationId);
  await notify(executor, candidateUserId, applicationEvent('paymentVerified', facts));
}
