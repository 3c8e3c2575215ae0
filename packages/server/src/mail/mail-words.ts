import type { Region } from '@cc/core';

/** The words a mail uses that differ by region, as the widgets use them (AU: centre, enrolment; CA: centre, enrollment). */
export interface MailWords {
  centre: string;
  enrolment: string;
}

export const MAIL_WORDS: Record<Region, MailWords> = {
  US: { centre: 'center', enrolment: 'enrollment' },
  CA: { centre: 'centre', enrolment: 'enrollment' },
  AU: { centre: 'centre', enrolment: 'enrolment' },
};

/** Text for an HTML body: the five characters HTML gives meaning to, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The HTML part: one simple column that mail clients draw alike, paragraphs already escaped or built from escaped text. */
export function htmlMail(title: string, paragraphs: readonly string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto">
${body}
</div>
</body></html>
`;
}
