import { describe, expect, it } from 'vitest';
import { addressKey, networkAddressPattern, networkKey } from './client-address.ts';

describe('addressKey', () => {
  it('keeps IPv4 whole (also IPv4-mapped IPv6) and counts IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::9')).toBe(addressKey('2001:0db8:0001:0002:ffff::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('networkKey', () => {
  it('names the /48 of an IPv6 address, and nothing for IPv4', () => {
    expect(networkKey('2001:db8:1:2::9')).toBe('2001:db8:1::/48');
    expect(networkKey('2001:db8:1:ffff::1')).toBe(networkKey('2001:0DB8:0001:0::7'));
    expect(networkKey('2001:db8:2:2::9')).not.toBe(networkKey('2001:db8:1:2::9'));
    expect(networkKey('203.0.113.9')).toBeNull();
    expect(networkKey('::ffff:203.0.113.9')).toBeNull();
  });

  it('matches, as a LIKE pattern, the /64 keys inside the /48 and no others', () => {
    const pattern = networkAddressPattern('2001:db8:1:2::9')!;
    const like = new RegExp(
      `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`,
    );
    expect(like.test(addressKey('2001:db8:1:abcd::1'))).toBe(true);
    expect(like.test(addressKey('2001:db8:1::1'))).toBe(true);
    expect(like.test(addressKey('2001:db8:10:1::1'))).toBe(false);
    expect(like.test(addressKey('2001:db8:11:1::1'))).toBe(false);
    expect(networkAddressPattern('203.0.113.9')).toBeNull();
  });
});
