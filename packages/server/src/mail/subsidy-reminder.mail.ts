import { escapeHtml, htmlMail } from './mail-words';

export interface SubsidyReminderMailInput {
  businessName: string;
  centreName: string;
  firstName: string;
  /** Whether the centre has lodged the enrolment: before that, the CRN step waits for the centre. */
  lodged: boolean;
  /** The parent portal's sign-in for the business, leading to the applications, where the checklist is. */
  link: string;
}

/**
 * A week after an Australian family accepted a place with steps still open: what to do to receive the Child Care
 * Subsidy. Australian only (the subsidy is Australia's), so its words are Australia's.
 */
export function subsidyReminderMail(input: SubsidyReminderMailInput) {
  const subject = `Your Child Care Subsidy steps for ${input.centreName}`;
  const greeting = `Hello ${input.firstName},`;
  const intro = `You accepted a place at ${input.centreName} a week ago. To receive the Child Care Subsidy (CCS), a few steps are still open:`;
  const steps = [
    input.lodged
      ? `Link your child's Customer Reference Number (CRN) and confirm the enrolment in your Centrelink online account through myGov.`
      : `Link your child's Customer Reference Number (CRN) and confirm the enrolment in your Centrelink online account through myGov once the centre has lodged it (we will let you know on your checklist).`,
    'Check your CCS percentage in your Centrelink online account.',
    'Keep your income estimate, activity hours and care arrangements up to date with Centrelink.',
  ];
  const tick = 'Tick off what you have done on your checklist in the parent portal:';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...steps.map((step) => `- ${step}`),
    '',
    tick,
    '',
    input.link,
    '',
    input.businessName,
    '',
  ].join('\n');
  const html = htmlMail(subject, [
    escapeHtml(greeting),
    escapeHtml(intro),
    `<ul style="margin:0;padding-left:20px">${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    escapeHtml(tick),
    `<a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#b0166b;color:#fff;text-decoration:none;border-radius:4px">Open my checklist</a>`,
    `<span style="font-size:14px;color:#52606d">${escapeHtml(input.link)}</span>`,
    escapeHtml(input.businessName),
  ]);
  return { subject, text, html };
}
