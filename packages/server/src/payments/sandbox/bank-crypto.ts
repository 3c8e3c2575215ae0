import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import type { EncryptedBankDetails } from '../provider';

/**
 * The sandbox tokenizer's key pair: the bank page encrypts each field with the public key (WebCrypto RSA-OAEP,
 * SHA-256) before the details leave it, so the widget and this API only ever carry ciphertext; only the tokenizer
 * holds the private key. A new pair per start, as the sandbox keeps its tokens in memory only.
 */
export class BankCrypto {
  private readonly privateKey: KeyObject;
  /** SPKI, base64: what the bank page imports. */
  readonly publicKeySpki: string;

  constructor() {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey;
    this.publicKeySpki = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }

  /** The plain fields, or undefined when any field was not encrypted with this key. */
  decrypt(encrypted: EncryptedBankDetails): EncryptedBankDetails | undefined {
    try {
      const open = (value: string) =>
        privateDecrypt(
          { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(value, 'base64'),
        ).toString('utf8');
      return {
        first: open(encrypted.first),
        last: open(encrypted.last),
        routing: open(encrypted.routing),
        paymentNumber: open(encrypted.paymentNumber),
      };
    } catch {
      return undefined;
    }
  }
}
