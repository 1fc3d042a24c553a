import { MESSAGES, toDevanagariDigits, type LocalizedText, type MessageKey } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { insertNotifications } from './notifications.repository';

/** The events people are told about; each has `notifications.<kind>.title` and `.body` texts. */
export const NOTIFICATION_KINDS = [
  'profileLocked',
  'profileUnlocked',
  'documentsLocked',
  'documentsUnlocked',
  'applicationSubmitted',
  'paymentVerified',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A value for a `{name}` of the texts: the same in both languages, or one text for each. */
export type NotificationParam = string | number | LocalizedText;

export interface NotificationEvent {
  kind: NotificationKind;
  params?: Record<string, NotificationParam>;
  /** A path of the web app that shows what the notification is about. */
  link?: string;
}

/** Fills `{name}`s; in Nepali, numbers and ids given once for both languages get Devanagari digits. */
export function fillTemplate(
  template: string,
  params: Record<string, NotificationParam>,
  lang: 'en' | 'ne',
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return value[lang];
    return lang === 'ne' ? toDevanagariDigits(value) : String(value);
  });
}

function textOf(kind: NotificationKind, part: 'title' | 'body'): LocalizedText {
  return MESSAGES[`notifications.${kind}.${part}` satisfies MessageKey];
}

/** A notification for one person. */
export interface Delivery {
  userId: number;
  event: NotificationEvent;
}

function rowOf({ userId, event }: Delivery) {
  const params = event.params ?? {};
  const title = textOf(event.kind, 'title');
  const body = textOf(event.kind, 'body');
  return {
    userId,
    kind: event.kind,
    titleEn: fillTemplate(title.en, params, 'en'),
    titleNe: fillTemplate(title.ne, params, 'ne'),
    bodyEn: fillTemplate(body.en, params, 'en'),
    bodyNe: fillTemplate(body.ne, params, 'ne'),
    link: event.link ?? null,
  };
}

/**
 * Tells people something, in one statement. Call it with the transaction of the events
 * themselves, so a notification exists exactly when its event does (a rolled-back apply tells
 * nobody).
 */
export async function notifyAll(executor: Executor, deliveries: readonly Delivery[]) {
  if (deliveries.length > 0) await insertNotifications(executor, notificationRecords(deliveries));
}

/**
 * The notifications as one JSON value, for a statement of the same transaction to write with
 * `notificationsInsertFrom` (apply's, which pays a round trip for each statement, and whose
 * text never varies).
 */
export const notificationRecords = (deliveries: readonly Delivery[]) =>
  JSON.stringify(deliveries.map(rowOf));

/** Tells one person something (notifyAll of one). */
export async function notify(executor: Executor, userId: number, event: NotificationEvent) {
  await notifyAll(executor, [{ userId, event }]);
}
