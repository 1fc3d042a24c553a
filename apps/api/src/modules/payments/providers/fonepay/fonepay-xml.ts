// Fonepay's verificationMerchant answers one flat XML element, e.g.
//   <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
//   <response><amount>30.0</amount><message>…</message><response_code>successful</response_code>
//   <success>true</success><txnAmount>30.0</txnAmount><uniqueId>36463</uniqueId></response>
// A general XML parser would be a new dependency of the API (the only one in node_modules is an
// old fast-xml-parser that s3rver, a dev tool, pulls in), so this is a strict reader of exactly
// that shape: an optional declaration, <response>, text-only children, nothing else. Anything
// more (attributes, nesting, DOCTYPE, duplicates, stray text) is not Fonepay's answer: undefined.

const MAX_LENGTH = 16_384;
const OPENING = /^\uFEFF?\s*(?:<\?xml\s[^?<>]*\?>\s*)?<response>/;
const NAME = '[A-Za-z_][A-Za-z0-9_.-]*';
const CHILD = new RegExp(`\\s*(?:<(${NAME})\\/>|<(${NAME})>([^<]*)<\\/\\2>)`, 'y');
const CLOSING = /\s*<\/response>\s*$/y;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}))?;?/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function isXmlChar(codePoint: number): boolean {
  const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  return codePoint > 0 && codePoint <= 0x10ffff && !surrogate;
}

/** One `&…;` reference as text, or undefined when it is not one XML allows. */
function decodeReference(match: string, named?: string, decimal?: string, hex?: string) {
  if (!match.endsWith(';')) return undefined;
  if (named) return NAMED_ENTITIES[named];
  const codePoint = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
  return isXmlChar(codePoint) ? String.fromCodePoint(codePoint) : undefined;
}

/** Decodes the five XML entities and character references; undefined for a bare '&'. */
function decodeText(raw: string): string | undefined {
  let valid = true;
  const text = raw.replace(ENTITY, (match, named?: string, decimal?: string, hex?: string) => {
    const decoded = decodeReference(match, named, decimal, hex);
    if (decoded === undefined) valid = false;
    return decoded ?? '';
  });
  return valid ? text.trim() : undefined;
}

/** The children of a flat `<response>` as name → text, or undefined if it is anything else. */
export function readFonepayXml(text: string): Record<string, string> | undefined {
  if (text.length > MAX_LENGTH) return undefined;
  const opening = OPENING.exec(text);
  if (!opening) return undefined;
  // A Map, so a child named "__proto__" is data like any other, never the object's prototype.
  const fields = new Map<string, string>();
  let position = opening[0].length;
  for (;;) {
    CLOSING.lastIndex = position;
    if (CLOSING.test(text)) return Object.fromEntries(fields);
    CHILD.lastIndex = position;
    const child = CHILD.exec(text);
    if (!child) return undefined;
    const name = (child[1] ?? child[2])!;
    const value = decodeText(child[3] ?? '');
    if (value === undefined || fields.has(name)) return undefined;
    fields.set(name, value);
    position = CHILD.lastIndex;
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Writes a flat `<response>` the way Fonepay's server does (used by the sandbox). */
export function writeFonepayXml(fields: Readonly<Record<string, string>>): string {
  const children = Object.entries(fields).map(([name, value]) => {
    if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`not an XML name: ${name}`);
    return `<${name}>${escapeXml(value)}</${name}>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response>${children.join('')}</response>`;
}
