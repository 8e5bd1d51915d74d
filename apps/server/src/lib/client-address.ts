import { isIPv6 } from 'node:net';

/** An IPv6 address's eight groups, lower case, without leading zeros; null for anything else. */
function ipv6Groups(ip: string): string[] | null {
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) || !isIPv6(ip)) return null;
  const bare = ip.toLowerCase().split('%')[0]!;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** The key per-address limits count under. An IPv6 client usually holds a whole /64, so limits
 * count the /64 rather than each of its 2^64 addresses; IPv4 (also IPv4-mapped IPv6) stays whole. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/** The IPv6 /48 an address belongs to (a site's usual allocation: 65,536 /64s), for the limits that
 * also count a whole network; null for IPv4, where the address itself is the network. */
export function networkKey(ip: string): string | null {
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : null;
}

/** A LIKE pattern matching the `addressKey` of every /64 inside the /48 `networkKey(ip)` names. */
export function networkAddressPattern(ip: string): string | null {
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 3).join(':')}:%::/64` : null;
}
