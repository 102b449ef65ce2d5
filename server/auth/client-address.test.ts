import { expect, test } from 'vitest';
import { throttledAddress } from './client-address';

test('sign-in failures count against an IPv4 address as it is, and against an IPv6 address’s /64 however it is written', () => {
  expect(
    Object.fromEntries(
      [
        '203.0.113.9',
        '::ffff:203.0.113.9',
        '::FFFF:cb00:7109',
        '0:0:0:0:0:ffff:203.0.113.9',
        '2001:db8:1:2::1',
        '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
        '2001:db8:1:2:3:4:1.2.3.4',
        'fe80::1%eth0',
        '::1',
        '::',
        'not an address',
      ].map((address) => [address, throttledAddress(address)]),
    ),
  ).toEqual({
    '203.0.113.9': '203.0.113.9',
    '::ffff:203.0.113.9': '203.0.113.9',
    '::FFFF:cb00:7109': '203.0.113.9',
    '0:0:0:0:0:ffff:203.0.113.9': '203.0.113.9',
    '2001:db8:1:2::1': '2001:db8:1:2::/64',
    '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff': '2001:db8:1:2::/64',
    '2001:db8:1:2:3:4:1.2.3.4': '2001:db8:1:2::/64',
    'fe80::1%eth0': 'fe80:0:0:0::/64',
    '::1': '0:0:0:0::/64',
    '::': '0:0:0:0::/64',
    'not an address': 'not an address',
  });
});
