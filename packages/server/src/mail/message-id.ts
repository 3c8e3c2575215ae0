/**
 * The Message-ID of an outbox mail: made from its row id, so every attempt to deliver it carries the same one and a
 * retry after an unknown outcome (the connection lost after DATA) is recognisable as the same message by mail servers
 * and clients. The right-hand side is the sender's domain, as RFC 5322 suggests.
 */
export function messageIdFor(mailId: string, from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1).trim() : 'localhost';
  return `<${mailId}@${domain || 'localhost'}>`;
}
