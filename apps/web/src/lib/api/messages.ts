import { i18n, MESSAGES_NAMESPACE, pickText } from '../i18n';

/**
 * The texts the client itself shows (spec §8): the spec's exact sentences live in shared's
 * catalogue (`client.*`), our own additions in `common`.
 */
export const clientText = {
  sessionExpired: () => i18n.t('client.sessionExpired', { ns: MESSAGES_NAMESPACE }),
  timeout: () => i18n.t('client.timeout', { ns: MESSAGES_NAMESPACE }),
  unreachable: () => i18n.t('client.unreachable', { ns: MESSAGES_NAMESPACE }),
  unreachableDetail: () => i18n.t('common:api.unreachableDetail'),
  failed: () => i18n.t('common:api.failed'),
};

function translateKey(key: string): string | undefined {
  for (const ns of [MESSAGES_NAMESPACE, 'common']) {
    if (i18n.exists(key, { ns })) return i18n.t(key, { ns });
  }
  return undefined;
}

/**
 * The server's message in the current language: a `{ en, ne }` pair, an i18n key, or else the
 * `error.<CODE>` key of the catalogue. Plain server strings are used only as a last resort.
 */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, code, error_description: description } = body as Record<string, unknown>;
  if (typeof message === 'object' && message !== null) {
    const text = pickText(message as { en?: string; ne?: string });
    if (text) return text;
  }
  if (typeof message === 'string' && message.length > 0) {
    const translated = translateKey(message);
    if (translated) return translated;
  }
  if (typeof code === 'string' && code.length > 0) {
    const translated = translateKey(`error.${code}`);
    if (translated) return translated;
  }
  if (typeof message === 'string' && message.length > 0) return message;
  if (typeof description === 'string' && description.length > 0) return description;
  return undefined;
}
