/**
 * A file's type as its bytes say, never as its name or the browser claim: the allow-list of document 2 (PDF, JPEG,
 * PNG, HEIC). Anything else (a renamed executable, a script, an archive) is refused.
 */
export const ALLOWED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export type DocumentType = (typeof ALLOWED_DOCUMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'];

export function sniffDocumentType(head: Uint8Array): DocumentType | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('ftyp'), 4) && HEIC_BRANDS.some((brand) => startsWith(head, ascii(brand), 8)))
    return 'image/heic';
  return undefined;
}
