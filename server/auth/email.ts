import { domainToASCII } from 'node:url';

/** The longest address accounts keep (RFC 5321's path limit less its angle brackets). */
const MAX_EMAIL_LENGTH = 254;

/**
 * An email as accounts keep it, or undefined when the text is not one address. Two spellings of
 * one address are one account, so that nobody can be invited under an address that looks like
 * another's:
 * - Unicode's compatibility forms are folded (NFKC): full-width letters, ligatures, a letter typed
 *   with a combining accent; then the whole is trimmed and put in lower case;
 * - the domain is kept as DNS reads it, in ASCII (UTS #46, punycode for a Unicode name), which also
 *   shows a look-alike domain for what it is wherever an email is printed.
 * No control or formatting character (Unicode's "other" category: escape sequences, bidirectional
 * overrides, zero-width characters) is part of an address: the operator's commands print emails to
 * a terminal, where an escape sequence could hide or forge lines, and the history shows them.
 */
export function normaliseEmail(value: string | undefined): string | undefined {
  const email = (value ?? '').normalize('NFKC').trim().toLowerCase();
  const parts = /^([^\s@]+)@([^\s@]+)$/.exec(email);
  if (!parts || /\p{C}/u.test(email)) return undefined;
  const domain = domainToASCII(parts[2]!);
  const address = `${parts[1]}@${domain}`;
  return domain && address.length <= MAX_EMAIL_LENGTH ? address : undefined;
}
