import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane (DESIGN.md section 2).
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `stored`; false for a malformed hash instead of throwing. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
