import type { Region } from '@cc/core';
import { escapeHtml, htmlMail, MAIL_WORDS } from './mail-words';

export interface SignInCodeMailInput {
  region: Region;
  businessName: string;
  code: string;
  minutesValid: number;
}

/** The one-time code mail: the code alone on its line (phones offer to copy it), what it is for, and how long it lasts. */
export function signInCodeMail({ region, businessName, code, minutesValid }: SignInCodeMailInput) {
  const words = MAIL_WORDS[region];
  // The code stays out of the subject: mail servers log subjects.
  const subject = `Your sign-in code for ${businessName}`;
  const intro = `Use this code to sign in to ${businessName}'s parent portal, where you can follow your ${words.enrolment} requests:`;
  const expiry = `It can be used once, within ${minutesValid} minutes.`;
  const ignore = `If you did not ask to sign in, you can ignore this email: nobody can sign in without the code.`;
  const text = [intro, '', code, '', expiry, '', ignore, '', businessName, ''].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(intro),
    `<strong style="font-size:28px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
    escapeHtml(expiry),
    escapeHtml(ignore),
    escapeHtml(businessName),
  ]);
  return { subject, text, html };
}
