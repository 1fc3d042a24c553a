import { randomInt } from 'node:crypto';

/** The 26 upper-case letters and ten digits. */
export const UPPER_CASE_LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` characters of `alphabet`, each drawn by the cryptographic generator. */
export const randomText = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
