import { createHash } from 'node:crypto';

/** A stable UUID (version-4 shaped) for a demo record, so every seed run writes the same ids. */
export function demoUuid(name: string): string {
  const h = createHash('sha256').update(`demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function demoLinkCode(name: string): string {
  return createHash('sha256').update(`demo:${name}`).digest().subarray(0, 16).toString('base64url');
}
