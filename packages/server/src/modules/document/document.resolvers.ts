import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import { openOffer } from '../offer/offer-access';
import { requireStaff } from '../staff/staff.access';

/** How long a document link opens its document. */
export const DOCUMENT_LINK_MINUTES = 5;
export const DOCUMENT_PATH = '/documents';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const documentMutations: Pick<MutationResolvers, 'setApplicationOfferDocuments'> = {
  async setApplicationOfferDocuments(_parent, { linkCode, businessId, applicationOfferId, files }, ctx) {
    const header = await openOffer(ctx, linkCode);
    if (!same(header.business_id, businessId) || !same(header.id, applicationOfferId)) throw notFound('Offer');
    if (files.length > 50) throw badInput('files', 'Too many documents at once.');
    const found = await Promise.all(files.map((file) => ctx.repos.documents.byId(file.id)));
    files.forEach((file, i) => {
      const doc = found[i];
      const matches =
        doc &&
        doc.application_offer_id === header.id &&
        doc.file_name === file.name &&
        doc.content_length === file.contentLength &&
        doc.mime_type === file.mimeType;
      if (!matches) throw badInput(`files.${i}`, 'This document was not uploaded for this offer.');
    });
    const ids = [...new Set(files.map((file) => file.id))];
    // An upload left unattached for a day is removed (upload-cleanup.task.ts); one removed meanwhile is not attached.
    if ((await ctx.repos.documents.markLinked(ids, ctx.clock.now())) < ids.length)
      throw badInput('files', 'This document was not uploaded for this offer.');
    ctx.log.info({ offerId: header.id, documents: files.length }, 'documents attached');
    return files.map((file) => ({ id: file.id, name: file.name }));
  },
};

async function mayRead(
  ctx: GraphQLContext,
  document: { application_offer_id: string; business_id: string },
  linkCode?: string | null,
) {
  if (linkCode) {
    const header = await openOffer(ctx, linkCode);
    return header.id === document.application_offer_id;
  }
  await requireStaff(ctx, document.business_id);
  return true;
}

export const documentQueries: Pick<QueryResolvers, 'documentLink'> = {
  async documentLink(_parent, { businessId, documentId, linkCode }, ctx) {
    const document = /^[0-9a-f-]{36}$/i.test(documentId) ? await ctx.repos.documents.byId(documentId) : undefined;
    if (!document || !same(document.business_id, businessId) || !(await mayRead(ctx, document, linkCode)))
      throw notFound('Document');
    const token = newLinkCode();
    const expiresAt = new Date(ctx.clock.now().getTime() + DOCUMENT_LINK_MINUTES * 60_000);
    await ctx.repos.documents.addLink(hashLinkCode(token), document.id, expiresAt);
    ctx.log.info({ documentId: document.id }, 'document link issued');
    return { url: `${ctx.publicUrl}${DOCUMENT_PATH}/${token}`, expiresAt: expiresAt.toISOString() };
  },
};
