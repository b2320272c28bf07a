import { isIP } from "node:net";

/**
 * The key a client is rate-limited by (docs/leads.md, "Rate limit"). One person or one machine on IPv6 usually
 * holds a whole /64 (privacy extensions hand out a new address at will, and a provider routes a /64 or more to
 * each customer), so an IPv6 client is counted by its /64 prefix: `2001:db8:1:2::/64`. IPv4 addresses are counted
 * as they are, and an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, `::ffff:c000:201`) is the IPv4 client it maps.
 * Anything else (`unknown`, a malformed value) is returned unchanged, so it still shares one bucket.
 */
export function rateKey(address: string): string {
  const value = address.trim();
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return value;
  const groups = ipv6Groups(value);
  if (!groups) return value.toLowerCase();
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, an embedded dotted IPv4 tail converted). */
export function ipv6Groups(address: string): number[] | undefined {
  let value = address.toLowerCase();
  const zone = value.indexOf("%");
  if (zone >= 0) value = value.slice(0, zone);
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2, 6).map(Number) as [number, number, number, number];
    value = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = value.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return undefined;
  return groups;
}
