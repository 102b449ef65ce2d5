import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: 2^15 rounds of 8-block mixing, about 64 MiB and 50-100 ms, run on libuv's pool (not the serving thread). */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 96 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/** A password as it is hashed: NFKC, so that the same characters typed or pasted in another form are the same password. */
const asHashed = (password: string) => password.normalize('NFKC');

/** How many characters a password has as it is hashed (the length rules count these, not the code points sent). */
export const passwordLength = (password: string) => [...asHashed(password)].length;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(asHashed(password), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));

/** A password's stored form: `scrypt$N$r$p$salt$hash` (base64url), never the password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of nothing, checked when there is no account, so that an unknown email costs the same time as a wrong password. */
let stand_in: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash it still spends a check's time and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await (stand_in ??= hashPassword(randomBytes(12).toString('base64url'))));
  const [scheme, N, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p), maxmem: COST.maxmem });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
