import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes, or Node refuses the memory-hard settings.
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt, memory-hard (docs/decisions/0006). The parameters travel inside the stored hash
 * (`scrypt$N$r$p$salt$key`), so tests may hash with a cheap cost and production hashes stay readable.
 */
export function createScryptHasher(options: { log2Cost?: number } = {}): PasswordHasher {
  const n = 2 ** (options.log2Cost ?? 15);
  const r = 8;
  const p = 1;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password, salt, n, r, p);
      return ['scrypt', n, r, p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const [scheme, nText, rText, pText, saltText, keyText] = stored.split('$');
      if (scheme !== 'scrypt' || !saltText || !keyText) return false;
      const expected = Buffer.from(keyText, 'base64');
      const actual = await scryptAsync(
        password,
        Buffer.from(saltText, 'base64'),
        Number(nText),
        Number(rText),
        Number(pText),
      );
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
