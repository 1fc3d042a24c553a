import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, without leading zeros ('::' and a dotted tail expanded). */
function groupsOf(ipv6: string): string[] {
  let text = ipv6.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * What a client is counted as by the rate limits and the sign-in lock: its IPv4 address, or
 * the /64 network of its IPv6 address. A subscriber's line is given a whole /64, so counting
 * single IPv6 addresses would let one client take a fresh address for every request.
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${groupsOf(ip).slice(0, 4).join(':')}::/64`;
}
