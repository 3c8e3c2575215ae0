import type { Region } from '@cc/core';
import { escapeHtml, htmlMail, MAIL_WORDS } from './mail-words';

export interface RegistrationDecidedMailInput {
  region: Region;
  businessName: string;
  centreName: string;
  registrationName: string;
  firstName: string;
  decision: 'APPROVE' | 'WAITLIST' | 'REJECT';
  /** /registration-submission/{linkCode} (a new code: the first one was shown once); null when rejected. */
  link: string | null;
}

const SUBJECTS = {
  APPROVE: 'your registration is approved',
  WAITLIST: 'your registration is on the waitlist',
  REJECT: 'about your registration',
} as const;

/** Staff decided a registration submission: approved or waitlisted (with the checkout link), or not accepted. */
export function registrationDecidedMail(input: RegistrationDecidedMailInput) {
  const words = MAIL_WORDS[input.region];
  const subject = `${input.centreName}: ${SUBJECTS[input.decision]} for ${input.registrationName}`;
  const greeting = `Hello ${input.firstName},`;
  const what = {
    APPROVE: `${input.centreName} has approved your registration for ${input.registrationName}. Please review it, pay any fee due and accept it at this link:`,
    WAITLIST: `${input.centreName} has no place for your registration for ${input.registrationName} at the moment and can put it on the waitlist. Please review it and accept the waitlist at this link:`,
    REJECT: `${input.centreName} is unable to accept your registration for ${input.registrationName}. Please contact the ${words.centre} if you have any questions.`,
  }[input.decision];
  const own =
    'The link is for your family only; please do not forward this email. Links in earlier emails no longer open it.';
  const link = input.link;
  const text = [greeting, '', what, '', ...(link ? [link, '', own, ''] : []), input.businessName, ''].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(greeting),
    escapeHtml(what),
    ...(link
      ? [
          `<a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#b0166b;color:#fff;text-decoration:none;border-radius:4px">See your registration</a>`,
          `<span style="font-size:14px;color:#52606d">${escapeHtml(link)}</span>`,
          escapeHtml(own),
        ]
      : []),
    escapeHtml(input.businessName),
  ]);
  return { subject, text, html };
}
