// Password hashing with argon2id (@node-rs/argon2's default algorithm, OWASP-recommended cost).
// An unknown email is verified against a dummy hash so both failures take the same time.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/** Verifies password against storedHash; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash('not a real password, only here to spend time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
