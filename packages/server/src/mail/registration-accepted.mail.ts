import { CURRENCY_BY_REGION, formatMoney, formatOfferDate, money, type Region } from '@cc/core';
import { escapeHtml, htmlMail, MAIL_WORDS } from './mail-words';

export interface RegistrationAcceptedMailInput {
  region: Region;
  businessName: string;
  centreName: string;
  registrationName: string;
  firstName: string;
  children: ReadonlyArray<{
    name: string;
    programs: ReadonlyArray<{ name: string; startDate: string; endDate: string; waitlisted: boolean }>;
  }>;
  /** Integer cents charged for the registration; 0: nothing was paid. */
  paidCents: number;
}

/** The badges' words on the checkout page (document 2, "Registration checkout"), so the mail reads as the page did. */
const SPACE = 'Space is Available';
const WAITLIST = 'Will be put on Waitlist';

/** The family accepted the checkout: what each child is registered or waitlisted for, and what was paid. */
export function registrationAcceptedMail(input: RegistrationAcceptedMailInput) {
  const words = MAIL_WORDS[input.region];
  const subject = `${input.centreName}: your registration for ${input.registrationName} is confirmed`;
  const greeting = `Hello ${input.firstName},`;
  const thanks = `Thank you for registering with ${input.centreName}. Here is what you registered for in ${input.registrationName}:`;
  const program = (p: RegistrationAcceptedMailInput['children'][number]['programs'][number]) =>
    `${p.name} (${formatOfferDate(p.startDate)} to ${formatOfferDate(p.endDate)}): ${p.waitlisted ? WAITLIST : SPACE}`;
  const paid =
    input.paidCents > 0
      ? `Amount paid: ${formatMoney(money(input.paidCents, CURRENCY_BY_REGION[input.region]), `en-${input.region}`)}`
      : '';
  const waits = input.children.some((c) => c.programs.some((p) => p.waitlisted))
    ? `The ${words.centre} will contact you when a space becomes available on a waitlist.`
    : '';
  const text = [
    greeting,
    '',
    thanks,
    '',
    ...input.children.flatMap((c) => [c.name, ...c.programs.map((p) => `  - ${program(p)}`), '']),
    ...(paid ? [paid, ''] : []),
    ...(waits ? [waits, ''] : []),
    input.businessName,
    '',
  ].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(greeting),
    escapeHtml(thanks),
    ...input.children.map(
      (c) => `<strong>${escapeHtml(c.name)}</strong><br>${c.programs.map((p) => escapeHtml(program(p))).join('<br>')}`,
    ),
    ...(paid ? [escapeHtml(paid)] : []),
    ...(waits ? [escapeHtml(waits)] : []),
    escapeHtml(input.businessName),
  ]);
  return { subject, text, html };
}
