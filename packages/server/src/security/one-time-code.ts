import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Digits in a sign-in code. */
export const CODE_DIGITS = 6;
/** How long a sign-in code may be used. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong answers one code takes; the next answer, right or not, is refused and a new code is needed. */
export const CODE_WRONG_ANSWER_LIMIT = 5;
/** How long a session lasts from sign-in; signing out ends it sooner. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

// Stryker disable next-line StringLiteral: an empty encoding name is utf8 to Node too
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A code of CODE_DIGITS digits from the operating system's secure random source, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** An opaque token of 256 random bits (challenges and sessions), base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return sha256(`token:${token}`);
}

/**
 * What the database keeps of a code: salted with the challenge token, which only the requester holds (the database has
 * its hash), so a copy of the table cannot be searched through the million possible codes.
 */
export function hashCode(challengeToken: string, code: string): string {
  return sha256(`code:${challengeToken}:${code}`);
}

/** The email as codes, sessions and rate limits key it: trimmed, lower case, hashed (no address in a key or row). */
export function hashEmail(email: string): string {
  return sha256(`email:${email.trim().toLowerCase()}`);
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A bearer token from an Authorization header: undefined without one, '' for "Bearer" with nothing after it. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  // Stryker disable next-line MethodExpression: the header was trimmed and \s+ takes every space before the token
  return match ? (match[1] ?? '').trim() : undefined;
}
