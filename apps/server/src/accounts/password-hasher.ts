import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet: Argon2id, m=19 MiB, t=2, p=1 (ADR 003). */
const passwordHashingOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashingOptions);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}
