import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 600 px (37.5em at the browser's 16 px; em so a larger default font counts too): the
 * width of the cheap phones most candidates hold upright. Lists become cards there
 * (docs/decisions.md 120).
 */
export const PHONE_WIDTH_QUERY = '(max-width: 37.49em)';

/**
 * True on a phone-wide screen. Read during the first render (the app has no server rendering),
 * so a phone never draws the wide layout first and then swaps it.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery(PHONE_WIDTH_QUERY, undefined, { getInitialValueInEffect: false });
}
