import { uploadErrorMessages, type UploadResult } from '@cc/forms';

/** The link code of the offer a file is for: a header, never part of an address that logs could keep. */
const LINK_CODE_HEADER = 'x-offer-link-code';

/** A refusal without a key (a proxy's page in front of the server): too large and not allowed still read as such. */
const REFUSALS: Record<number, string> = { 413: 'file-too-large', 415: 'file-type-not-allowed' };
/**
 * The server's keys the widget has its own wording for: too large (a rule message), a type not allowed, the offer's
 * byte cap (413), the address's hourly cap (429) and an offer whose form no longer takes files (409).
 */
const KNOWN_KEYS: ReadonlySet<string> = new Set(['file-too-large', ...Object.keys(uploadErrorMessages)]);

/**
 * The error key a refused upload shows. The server names its refusal (`key`), and every one it names has its own
 * wording; the caps are never called "too large" although the offer's answers 413 too. An unknown key reads as the
 * generic error. Without a key (a proxy's page), the status decides.
 */
async function refusalKey(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { key?: unknown } | undefined;
  if (typeof body?.key === 'string') return KNOWN_KEYS.has(body.key) ? body.key : 'upload-failed';
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
