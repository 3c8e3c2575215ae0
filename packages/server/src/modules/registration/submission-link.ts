import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

// A submission's link code is a bearer secret: the database keeps its hash (link_code_hash) and, so that a retried
// submit can answer the same code, the code sealed under a key only the family's request carries: the idempotency
// key, which the database keeps hashed (idempotencyKeyHash). Reading the database gives neither the code nor a way to
// unseal it; repeating the request does.

const INFO = 'cc registration submission link v1';

/** What registration_submission.idempotency_key holds: the key's sha256, never the key. */
export function idempotencyKeyHash(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey, 'utf8').digest('hex');
}

function sealingKey(idempotencyKey: string, registrationId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', idempotencyKey, registrationId, INFO, 32));
}

/** AES-256-GCM: base64url of nonce (12 bytes), tag (16) and ciphertext. */
export function sealLinkCode(linkCode: string, idempotencyKey: string, registrationId: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(idempotencyKey, registrationId), nonce);
  const sealed = Buffer.concat([cipher.update(linkCode, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The code again, or undefined when the key is not the one it was sealed with (or nothing is sealed). */
export function unsealLinkCode(
  sealed: string | null,
  idempotencyKey: string,
  registrationId: string,
): string | undefined {
  if (!sealed) return undefined;
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(idempotencyKey, registrationId), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
