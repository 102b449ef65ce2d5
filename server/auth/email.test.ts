import { expect, test } from 'vitest';
import { normaliseEmail } from './email';

test('an email is kept trimmed and in lower case', () => {
  expect(normaliseEmail('  Ed@Example.COM ')).toBe('ed@example.com');
  expect(normaliseEmail('operator@localhost')).toBe('operator@localhost');
});

test('an address written with compatibility characters is the address they stand for (NFKC), so it cannot make a second account that looks the same', () => {
  // Full-width letters and at sign, as a phone keyboard in a CJK input mode types them.
  expect(normaliseEmail('Ｅｄ＠Ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ed@example.com');
  // A ligature and a superscript digit.
  expect(normaliseEmail('ﬁn²@example.com')).toBe('fin2@example.com');
  // An accent typed as a letter and a combining mark is the precomposed letter.
  expect(normaliseEmail('re\u0301mi@example.com')).toBe(normaliseEmail('rémi@example.com'));
  expect(normaliseEmail('re\u0301mi@example.com')).toBe('r\u00e9mi@example.com');
});

test('a domain is kept as DNS reads it (ASCII, punycode), so its Unicode and punycode spellings are one account', () => {
  expect(normaliseEmail('ed@Bücher.example')).toBe('ed@xn--bcher-kva.example');
  expect(normaliseEmail('ed@xn--bcher-kva.example')).toBe('ed@xn--bcher-kva.example');
  // A domain that is no host name is not an address.
  expect(normaliseEmail('ed@exa mple.com')).toBeUndefined();
  expect(normaliseEmail('ed@exa%mple.com')).toBeUndefined();
});

test('what is not one address is refused', () => {
  for (const value of [undefined, '', 'nobody', '@example.com', 'ed@', 'ed@@example.com', 'ed@exa@mple.com', 'ed @example.com', 'ｅｄ＠ｅｘ＠ｍｐｌｅ.com', `${'a'.repeat(250)}@example.com`]) {
    expect(normaliseEmail(value), String(value)).toBeUndefined();
  }
});

test('no control or formatting character is part of an address, written out or produced by normalising', () => {
  for (const value of ['ed\u001b[2J@example.com', 'ed\u202e@example.com', 'ed\u200b@example.com', 'ed@example.com\u0000', 'ed\u00ad@example.com']) {
    expect(normaliseEmail(value), JSON.stringify(value)).toBeUndefined();
  }
});
