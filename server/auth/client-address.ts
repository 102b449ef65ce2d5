import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 read as two groups); undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const octets = dotted?.slice(1).map(Number) ?? [];
  const hex = dotted ? bare.slice(0, dotted.index) + [(octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!].map((group) => group.toString(16)).join(':') : bare;
  const [head = '', tail] = hex.split('::');
  const read = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = read(head);
  const end = tail === undefined ? [] : read(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The address a sign-in failure counts against (throttling): an IPv4 address as it is, however it
 * was written (an IPv4-mapped IPv6 address is the same client), and an IPv6 address by its /64.
 * One subscriber is given a whole /64 (often a /56 or /48) and may use any of its 2^64 addresses,
 * so counting each alone let one client try without end; a /64 is one home or one server.
 */
export function throttledAddress(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
