import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's password-storage parameters (m=19 MiB, t=2, p=1):
 * ~30-80 ms a hash on one core here. A hash carries its parameters (PHC
 * string), so raising them later needs no migration: old hashes still verify
 * and are upgraded at the next login.
 */
export const ARGON2_PARAMS = {
  /** 2 = argon2id in @node-rs/argon2's Algorithm enum (a const enum, unusable under isolatedModules). */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_PARAMS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's. */
export const needsRehash = (passwordHash: string) =>
  !passwordHash.includes(`$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`);

/**
 * A hash of a random password, verified against when an address is unknown,
 * so a login takes as long whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A 256-bit random token, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What we store for a token: its SHA-256 (the token itself has 256 bits of entropy, so no salt is needed). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** HMAC-SHA256 of a short secret with its own salt and the server key: a leaked table alone cannot be brute-forced. */
export const saltedHmac = (key: string, salt: string, value: string) =>
  createHmac('sha256', key).update(salt).update('\0').update(value).digest('hex');

export function constantTimeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/**
 * A request's id (the error answer's error_id, quoted to support): 8 random
 * characters, cut from a block of random bytes drawn 6 KB at a time, since
 * a system call for 6 bytes on every request showed in a live game's cost.
 */
let idBytes = Buffer.alloc(0);
let idAt = 0;
export function requestId(): string {
  if (idAt + 6 > idBytes.length) {
    idBytes = randomBytes(6 * 1024);
    idAt = 0;
  }
  idAt += 6;
  return idBytes.toString('base64url', idAt - 6, idAt);
}

/** Encrypts and authenticates a value with AES-256-GCM under a key drawn from the server's secret for one purpose (cookies the browser keeps but must not read). */
export function seal(secret: string, purpose: string, value: string): string {
  const key = createHash('sha256').update(`${purpose}\0${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value `seal` made, or null for anything changed, made with another key or purpose, or not sealed at all. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return null;
    const key = createHash('sha256').update(`${purpose}\0${secret}`).digest();
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
