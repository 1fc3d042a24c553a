/**
 * What one load of the mix is made of: each request chosen by `next` (its kind, path, headers and
 * body), each answer handed back with what it was for. The people who send them are in
 * surge-people.ts.
 */

export interface MixRequest {
  kind: string;
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What the answer is for, handed back to `onAnswer` (apply: the pair). */
  tag?: unknown;
}

export interface Answer {
  status: number;
  busy: boolean;
  body: string;
  tag: unknown;
}

export interface MixLoadOptions {
  name: string;
  connections: number;
  duration: number;
  /** Requests a second a person sends on average, thinking between them; 0: no thinking. */
  pace: number;
  /** Seconds over which newcomers arrive, each at a random moment of them. */
  arrivalSeconds: number;
  next: () => MixRequest;
  onAnswer?: (answer: Answer) => void;
}
