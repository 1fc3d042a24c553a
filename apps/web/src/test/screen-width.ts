// jsdom has no layout, so no width: window.matchMedia is a stand-in (setup.ts) that answers from
// the width a test sets here. Unset (the default), nothing matches, as before; set, the
// `(max-width: …)` and `(min-width: …)` parts of a query are compared with it (em at 16 px).

type Listener = (event: { matches: boolean; media: string }) => void;

let width: number | undefined;
const queries = new Map<string, Set<Listener>>();

const PX_PER_EM = 16;

function toPixels(value: string, unit: string): number {
  return unit === 'px' ? Number(value) : Number(value) * PX_PER_EM;
}

/** Whether `query` holds at the width set by the test (false for everything while unset). */
export function mediaMatches(query: string): boolean {
  if (width === undefined) return false;
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, bound, value = '0', unit = 'px']) => {
    const limit = toPixels(value, unit);
    return bound === 'min' ? width! >= limit : width! <= limit;
  });
}

/** A MediaQueryList whose listeners hear when the test changes the width. */
export function matchMediaStub(query: string): MediaQueryList {
  const listeners = queries.get(query) ?? new Set<Listener>();
  queries.set(query, listeners);
  return {
    get matches() {
      return mediaMatches(query);
    },
    media: query,
    onchange: null,
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

/**
 * Makes the screen `pixels` wide for the media queries (375 for a phone), or forgets the width
 * (undefined); components listening to a query hear the change. Reset after every test.
 */
export function setScreenWidth(pixels: number | undefined): void {
  width = pixels;
  for (const [media, listeners] of queries)
    for (const listener of listeners) listener({ matches: mediaMatches(media), media });
}
