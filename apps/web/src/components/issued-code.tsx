import type { ReactNode } from 'react';

/**
 * A code as it was issued, in the script it was issued in, whatever the page's language: an
 * advertisement's code (`ADV-2082-001`), a payment's ebp code, a bank voucher's number, a
 * username. People type these into other systems (a bank's counter, a search box), so a
 * Nepali page does not rewrite their digits (docs/decisions.md 125). `translate="no"` says so
 * to translation tools and to the page's text check.
 */
export function IssuedCode({ children }: { children?: ReactNode }) {
  return <span translate="no">{children}</span>;
}
