import type { UploadResult } from '@cc/forms';

/** The link code of the offer a file is for: a header, never part of an address that logs could keep. */
const LINK_CODE_HEADER = 'x-offer-link-code';

const REFUSALS: Record<number, string> = { 413: 'file-too-large', 415: 'file-type-not-allowed' };

/**
 * The error key a refused upload shows. The server names its refusal (`key`): too large and not allowed have their
 * own wording; its others (the offer's or the address's byte cap, an offer whose form is closed) read as the generic
 * error, never as "too large" although they too answer 413. Without a key (a proxy's page), the status decides.
 */
async function refusalKey(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { key?: unknown } | undefined;
  if (typeof body?.key === 'string') return Object.values(REFUSALS).includes(body.key) ? body.key : 'upload-failed';
  return REFUSALS[response.status] ?? 'upload-failed';
}

interface Uploaded {
  id: string;
  name: string;
  contentLength: number;
  mimeType: string;
}

/**
 * Sends one file to the API's upload endpoint (beside its GraphQL endpoint), then links it to the offer's form with
 * `attach` (setApplicationOfferDocuments). The server sniffs the bytes; a refusal comes back as its error key.
 */
export async function uploadOfferDocument(
  apiUrl: string,
  linkCode: string,
  file: File,
  attach: (uploaded: Uploaded) => Promise<{ id: string; name: string } | undefined>,
): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(new URL('/uploads', apiUrl), {
    method: 'POST',
    headers: { [LINK_CODE_HEADER]: linkCode },
    body,
  });
  if (!response.ok) return { ok: false, key: await refusalKey(response) };
  const uploaded = (await response.json()) as Uploaded;
  const linked = await attach(uploaded);
  return linked ? { ok: true, fileId: linked.id, fileName: linked.name } : { ok: false, key: 'upload-failed' };
}
