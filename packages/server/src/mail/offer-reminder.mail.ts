import { formatDateForRegion, type Region } from '@cc/core';
import { escapeHtml, htmlMail, MAIL_WORDS } from './mail-words';

export interface OfferReminderMailInput {
  region: Region;
  businessName: string;
  centreName: string;
  firstName: string;
  /** YYYY-MM-DD, the last day to answer, shown in the region's date format. */
  expiryDate: string;
  waitlist: boolean;
  /** /offer/{linkCode}: a new link, as the first mail's code is not kept. */
  link: string;
}

/** An open offer is about to lapse: the same link and the last day to answer, in the family's region's format. */
export function offerReminderMail(input: OfferReminderMailInput) {
  const words = MAIL_WORDS[input.region];
  const date = formatDateForRegion(input.expiryDate, input.region);
  const what = input.waitlist ? 'a place on its waitlist' : 'a place';
  const subject = `Reminder: ${input.centreName}'s offer is open until ${date}`;
  const greeting = `Hello ${input.firstName},`;
  const reminder = `${input.centreName} has offered your family ${what}, and we have not had your answer yet. The offer is open until the end of ${date}; after that day it expires and the ${words.centre} may offer the place to another family.`;
  const act = 'See the offer and accept it, return to the waitlist or decline it at this link:';
  const own = 'The link is for your family only; please do not forward this email.';
  const text = [greeting, '', reminder, '', act, '', input.link, '', own, '', input.businessName, ''].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(greeting),
    escapeHtml(reminder),
    escapeHtml(act),
    `<a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#b0166b;color:#fff;text-decoration:none;border-radius:4px">See the offer</a>`,
    `<span style="font-size:14px;color:#52606d">${escapeHtml(input.link)}</span>`,
    escapeHtml(own),
    escapeHtml(input.businessName),
  ]);
  return { subject, text, html };
}
