import type { Repositories } from '../repositories';

/**
 * Whether an offer takes uploads: only while its enrolment form can be filled in, which is what the documents are for
 * (document 2: the form after an accepted offer). So an accepted offer that asks for a form the family has not yet
 * submitted; a new, waitlisted, expired, declined, rejected, withdrawn or completed offer takes none.
 */
export async function offerTakesUploads(
  repos: Pick<Repositories, 'offers' | 'enrolment'>,
  offerId: string,
): Promise<boolean> {
  const [offer, form] = await Promise.all([repos.offers.header(offerId), repos.enrolment.documentOf(offerId)]);
  return Boolean(offer?.enrolment_form_required && offer.state === 'ACCEPTED' && !form?.submitted_at);
}
