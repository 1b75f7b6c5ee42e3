import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('the address a sign-in failure is counted under', () => {
  it('is an IPv4 address as it is, also when written as IPv6', () => {
    expect(addressKey('192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('::FFFF:192.0.2.10')).toBe('192.0.2.10');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const key = '2001:db8:7:1::/64';
    for (const address of [
      '2001:db8:7:1::1',
      '2001:0db8:0007:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:7:1:0:0:0:0',
      '2001:db8:7:1::192.0.2.1',
      '2001:db8:7:1::9%eth0',
    ])
      expect(addressKey(address), address).toBe(key);
    expect(addressKey('2001:db8:7:2::1')).toBe('2001:db8:7:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::7:1:2:3:4')).toBe('2001:db8:0:7::/64');
  });
});
