// The shape every reference list shares: a stable code the database and the code refer to, and
// the name in each language. Names may be corrected later; codes never change once seeded.

export type ReferenceEntry = {
  /** UPPER_SNAKE, unique within its list, never reused for another meaning. */
  readonly code: string;
  readonly nameEn: string;
  /** Devanagari, Unicode NFC. */
  readonly nameNe: string;
};
