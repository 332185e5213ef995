import { describe, expect, it } from 'vitest';
import { createScryptHasher } from './passwords';

describe('scrypt password hashing', () => {
  const hasher = createScryptHasher({ log2Cost: 10 });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hasher.hash('bismillah-2026');
    const second = await hasher.hash('bismillah-2026');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('bismillah-2026', first)).toBe(true);
    expect(await hasher.verify('bismillah-2027', first)).toBe(false);
  });

  it('reads the cost from the stored hash, so hashes made with another cost still verify', async () => {
    const strong = await createScryptHasher({ log2Cost: 14 }).hash('secret-pass');
    expect(await hasher.verify('secret-pass', strong)).toBe(true);
  });

  it('uses N = 2^15 by default and rejects malformed hashes', async () => {
    expect(await createScryptHasher().hash('x')).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await hasher.verify('x', 'plain-text')).toBe(false);
  });
});
