import type { Region } from '@cc/core';
import { escapeHtml, htmlMail, MAIL_WORDS } from './mail-words';

export interface RegistrationSubmittedMailInput {
  region: Region;
  businessName: string;
  centreName: string;
  registrationName: string;
  firstName: string;
  /** The submission's state once places were taken: SUBMITTED, APPROVED or OFFERED_WAITLIST. */
  state: string;
  /** /registration-submission/{linkCode} on the hosted page: the family's key to the checkout. */
  link: string;
}

/** What happens next, by the submission's state (document 2, section 4). */
function nextStep(state: string, centre: string): string {
  if (state === 'SUBMITTED') {
    return `The ${centre} will review it and write to you. You can see your registration at any time at this link:`;
  }
  if (state === 'OFFERED_WAITLIST') {
    return 'Some of the programs you chose are full, so those places would be on the waitlist. Please review your registration and accept it at this link:';
  }
  return 'Please review your registration, pay any fee due and accept it at this link:';
}

/** A family registered children for a registration's programs: what happens next, and the checkout link. */
export function registrationSubmittedMail(input: RegistrationSubmittedMailInput) {
  const words = MAIL_WORDS[input.region];
  const subject = `${input.centreName}: we received your registration for ${input.registrationName}`;
  const greeting = `Hello ${input.firstName},`;
  const received = `Thank you for registering with ${input.centreName} for ${input.registrationName}.`;
  const next = nextStep(input.state, words.centre);
  const own = 'The link is for your family only; please do not forward this email.';
  const text = [greeting, '', received, next, '', input.link, '', own, '', input.businessName, ''].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(greeting),
    `${escapeHtml(received)} ${escapeHtml(next)}`,
    `<a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#b0166b;color:#fff;text-decoration:none;border-radius:4px">See your registration</a>`,
    `<span style="font-size:14px;color:#52606d">${escapeHtml(input.link)}</span>`,
    escapeHtml(own),
    escapeHtml(input.businessName),
  ]);
  return { subject, text, html };
}
