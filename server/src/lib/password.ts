import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended floor (19 MiB, 2 passes, 1 lane).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export const hashPassword = (plain: string) => hash(plain, options);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check so that unknown e-mails cannot be told apart by timing. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, plain);
}
