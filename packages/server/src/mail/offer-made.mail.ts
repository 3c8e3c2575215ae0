import { formatOfferDate, type Region } from '@cc/core';
import { escapeHtml, htmlMail, MAIL_WORDS } from './mail-words';

export interface OfferMadeMailInput {
  region: Region;
  businessName: string;
  centreName: string;
  firstName: string;
  /** YYYY-MM-DD, the last day to answer; null: no expiry. */
  expiryDate: string | null;
  /** Whether the offer is of a waitlist place rather than a place. */
  waitlist: boolean;
  /** /offer/{linkCode} on the hosted page: the link is the family's key to the offer. */
  link: string;
}

/** A centre offers the family a place (or a waitlist place): one link to see it and answer. */
export function offerMadeMail(input: OfferMadeMailInput) {
  const words = MAIL_WORDS[input.region];
  const what = input.waitlist ? 'a place on its waitlist' : 'a place';
  const subject = `${input.centreName} has offered your family ${what}`;
  const greeting = `Hello ${input.firstName},`;
  const offer = `${input.centreName} has offered your family ${what}. See the offer and accept it, return to the waitlist or decline it at this link:`;
  const expiry = input.expiryDate
    ? `Please answer by ${formatOfferDate(input.expiryDate)}; after that day the offer expires and the ${words.centre} may offer the place to another family.`
    : '';
  const own = 'The link is for your family only; please do not forward this email.';
  const text = [
    greeting,
    '',
    offer,
    '',
    input.link,
    '',
    ...(expiry ? [expiry, ''] : []),
    own,
    '',
    input.businessName,
    '',
  ].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(greeting),
    escapeHtml(offer),
    `<a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#b0166b;color:#fff;text-decoration:none;border-radius:4px">See the offer</a>`,
    `<span style="font-size:14px;color:#52606d">${escapeHtml(input.link)}</span>`,
    ...(expiry ? [escapeHtml(expiry)] : []),
    escapeHtml(own),
    escapeHtml(input.businessName),
  ]);
  return { subject, text, html };
}
