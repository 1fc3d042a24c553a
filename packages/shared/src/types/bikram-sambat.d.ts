// bikram-sambat ships no types; only what the cross-check test uses is declared.
declare module 'bikram-sambat' {
  export function daysInMonth(year: number, month: number): number;
  export function toGreg_text(year: number, month: number, day: number): string;
  export function toBik_euro(isoDate: string): string;
}
