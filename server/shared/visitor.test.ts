import { describe, expect, it } from 'vitest';
import { visitorKey } from './visitor';

describe('visitorKey', () => {
  it('keeps IPv4 addresses, and reads IPv4-mapped IPv6 as the IPv4 visitor', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 by /64, whatever the notation', () => {
    const key = visitorKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const address of ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::1%eth0'])
      expect(visitorKey(address), address).toBe(key);
    expect(visitorKey('2001:db8:1:3::1')).not.toBe(key);
    expect(visitorKey('::1')).toBe('::/64');
  });

  it('never throws on something that is not an address', () => {
    expect(visitorKey(undefined)).toBe('unknown');
    expect(visitorKey('garbage')).toBe('garbage');
  });
});
