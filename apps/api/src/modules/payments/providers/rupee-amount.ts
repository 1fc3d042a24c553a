// Rupee amounts as providers write them (eSewa, Fonepay) <-> our integer paisa. Done on the
// decimal text, never through floating-point arithmetic, so no paisa can be gained or lost.

const PLAIN_RUPEES = /^(\d+)(?:\.(\d{1,2}))?$/;
// Display form with thousands separators, e.g. "1,000.0": eSewa's success payload may carry it.
const GROUPED_RUPEES = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/** 11000 → "110", 11050 → "110.50": whole rupees stay bare, otherwise exactly two decimals. */
export function paisaToRupeeText(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) {
    throw new RangeError(`amount must be a non-negative whole number of paisa: ${paisa}`);
  }
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * "110" / "110.5" / "110.50" / "1,000.0" (or the JSON number 110.5) → paisa.
 * Throws RangeError for anything else: negative, more than two decimals, exponents, junk.
 */
export function rupeesToPaisa(value: string | number): number {
  // String(number) is the shortest text that round-trips, so 110.55 stays "110.55"; a value
  // that is not a two-decimal amount (1e21, 0.30000000000000004) fails the pattern below.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = PLAIN_RUPEES.exec(text) ?? GROUPED_RUPEES.exec(text);
  if (!match) throw new RangeError(`not a rupee amount: ${JSON.stringify(value)}`);
  const rupees = Number(match[1]!.replaceAll(',', ''));
  const paisa = rupees * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`rupee amount too large: ${text}`);
  return paisa;
}
