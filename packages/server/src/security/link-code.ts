import { createHash, randomBytes } from 'node:crypto';

/** 16 random bytes = 128 bits, written as 22 base64url characters. */
export function newLinkCode(): string {
  return randomBytes(16).toString('base64url');
}

/** What the database stores instead of the code itself. */
export function hashLinkCode(code: string): string {
  // Stryker disable next-line StringLiteral: an empty encoding name is utf8 to Node too
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

// Codes are base64url; anything else is rejected before it reaches the database.
const LINK_CODE_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export function isWellFormedLinkCode(code: string): boolean {
  return LINK_CODE_SHAPE.test(code);
}
