import type { Region } from '@cc/core';
import { escapeHtml, htmlMail, MAIL_WORDS } from './mail-words';

export interface ReEnrolmentRequestMailInput {
  region: Region;
  businessName: string;
  centreName: string;
  firstName: string;
  /** The family's own link: /parent-portal/login/{linkCode} on the hosted page. */
  link: string;
}

/** A centre asks a family whether their children return: one link to answer (re-enrol or decline). */
export function reEnrolmentRequestMail({
  region,
  businessName,
  centreName,
  firstName,
  link,
}: ReEnrolmentRequestMailInput) {
  const words = MAIL_WORDS[region];
  const subject = `${centreName}: please confirm your ${words.enrolment} for next year`;
  const greeting = `Hello ${firstName},`;
  const ask = `${centreName} is planning next year's places. Please let the ${words.centre} know whether your children will return: you can re-${region === 'AU' ? 'enrol' : 'enroll'} or tell us they will not, at this link:`;
  const own = 'The link is for your family only; please do not forward this email.';
  const text = [greeting, '', ask, '', link, '', own, '', businessName, ''].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(greeting),
    escapeHtml(ask),
    `<a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#b0166b;color:#fff;text-decoration:none;border-radius:4px">Answer the request</a>`,
    `<span style="font-size:14px;color:#52606d">${escapeHtml(link)}</span>`,
    escapeHtml(own),
    escapeHtml(businessName),
  ]);
  return { subject, text, html };
}
