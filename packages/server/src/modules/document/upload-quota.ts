import { createHash } from 'node:crypto';
import type { UploadAllowanceRepository } from './upload-allowance.repository';

const HOUR_MS = 60 * 60_000;

export interface UploadCaps {
  /** Bytes one offer's documents may take in all. */
  perOffer: number;
  /** Bytes one client address may send an hour. */
  perClientPerHour: number;
}

/** The offer's counter: the bytes its kept (and arriving) documents take. */
export const offerAllowanceKey = (offerId: string) => `offer:${offerId}`;

/** A client's counter for the hour `now` falls in; the address is hashed, so the table keeps no addresses. */
function clientAllowance(client: string, now: Date) {
  const start = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const address = createHash('sha256').update(client).digest('base64url').slice(0, 22);
  return { key: `client:${address}:${start}`, expiresAt: new Date(start + HOUR_MS) };
}

export type Reservation =
  | { ok: true; settle(used: { stored: number; received: number }): Promise<void> }
  | { ok: false; refused: 'offer' | 'client' };

/**
 * Reserves an upload's most possible bytes against both caps before a byte of it is read (the client's hour first, so
 * one address's refused uploads never hold the offer's room even for a moment; a refusal by the offer's cap gives the
 * client's bytes back). Once the file is in, `settle` gives back what was not used: the offer keeps only what was
 * stored (nothing for a refused file), the client's hour what was received.
 */
export async function reserveUpload(
  allowances: UploadAllowanceRepository,
  caps: UploadCaps,
  request: { offerId: string; client: string; bytes: number; now: Date },
): Promise<Reservation> {
  const offerKey = offerAllowanceKey(request.offerId);
  const client = clientAllowance(request.client, request.now);
  if (!(await allowances.reserve(client.key, request.bytes, caps.perClientPerHour, client.expiresAt)))
    return { ok: false, refused: 'client' };
  if (!(await allowances.reserve(offerKey, request.bytes, caps.perOffer, null))) {
    await allowances.release(client.key, request.bytes);
    return { ok: false, refused: 'offer' };
  }
  return {
    ok: true,
    async settle({ stored, received }) {
      await allowances.release(offerKey, request.bytes - stored);
      await allowances.release(client.key, request.bytes - Math.min(received, request.bytes));
    },
  };
}
