// The shape of one message, and of one domain's catalogue of them. Its own module so that the
// domain files and the index that composes them import it without importing each other.

export type LocalizedText = { en: string; ne: string };

/**
 * A domain's messages: every key starts with one of the domain's prefixes (`payment.…`) and has
 * both texts. Two domains never name the same prefix, so a key lives in exactly one file.
 */
export type MessageCatalogue<Prefix extends string> = Record<`${Prefix}.${string}`, LocalizedText>;
