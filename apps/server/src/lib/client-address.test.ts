import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

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
