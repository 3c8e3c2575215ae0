// The demo index at GET /: every demo business with its region, flow type, centres and links. A link whose flow
// has not landed is shown as text, so the page never leads to a 404.
import type { DemoIndex } from '@cc/server';
import { escapeHtml, page } from './html';
import { match } from './routes';

const REGION_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', AU: 'Australia' };

const INDEX_CSS = `
.businesses{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));padding:0;list-style:none}
.business{border:1px solid #cbd2d9;border-radius:8px;padding:16px}
.meta{margin:0;color:#3e4c59}
.business ul{margin:0;padding-left:20px}
.pending{color:#52606d}
`;

/** "newEnquiry" -> "New enquiry". */
export function linkLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isLinkLive(path: string, landedTags: ReadonlySet<string>): boolean {
  const found = match(new URL(path, 'http://host.invalid').pathname);
  return found !== null && landedTags.has(found.tag) && !found.route.pending;
}

const STAGE_NAMES: Record<string, string> = {
  SENT: 'sent',
  VIEWED: 'viewed',
  PARENT_DECLINED: 'declined without a reason',
  PARENT_COMPLETED: 'completed',
  CLOSED: 'closed',
};

/** The parent portal's demo: who signs in (codes arrive at /dev/mailbox), and the centre's requests to the family. */
function renderPortal(business: DemoIndex['businesses'][number], landedTags: ReadonlySet<string>): string {
  if (!isLinkLive('/parent-portal', landedTags) || business.familyEmails.length === 0) return '';
  const emails = business.familyEmails.map((e) => `<code data-testid="demo-family-email">${escapeHtml(e)}</code>`);
  const requests = business.reEnrolmentRequests
    .map(({ stage, linkCode }) => {
      const open = `/parent-portal/login/${encodeURIComponent(linkCode)}`;
      const decline = `/parent-portal/decline/${encodeURIComponent(linkCode)}`;
      return `<li data-testid="demo-request">Request ${escapeHtml(STAGE_NAMES[stage] ?? stage)}: <a href="${escapeHtml(open)}">open</a>, <a href="${escapeHtml(decline)}">decline</a></li>`;
    })
    .join('');
  const offers = business.offers
    .map(({ name, linkCode }) => {
      const path = `/offer/${encodeURIComponent(linkCode)}`;
      return isLinkLive(path, landedTags)
        ? `<li data-testid="demo-offer"><a href="${escapeHtml(path)}">Offer ${escapeHtml(name)}</a></li>`
        : `<li data-testid="demo-offer" class="pending">Offer ${escapeHtml(name)}: <code>${escapeHtml(path)}</code> (the offer page is not available yet)</li>`;
    })
    .join('');
  const reEnrol = `/parent-portal/re-enrolment?businessId=${encodeURIComponent(business.id)}`;
  const { familyEmail, overdueFamilyEmails } = business.reEnrolment;
  const reEnrolment = isLinkLive(reEnrol, landedTags)
    ? `<p class="meta" data-testid="demo-reenrol"><a href="${escapeHtml(reEnrol)}">Re-enrol</a>${
        familyEmail ? ` as <code>${escapeHtml(familyEmail)}</code> (two children, a grandparent contact)` : ''
      }${
        overdueFamilyEmails.length > 0
          ? `; <code>${overdueFamilyEmails.map(escapeHtml).join('</code>, <code>')}</code> owes an overdue balance and meets the Balance Overdue gate`
          : ''
      }.</p>`
    : '';
  return `<h3>Parent portal</h3>
<p class="meta">Sign in as ${emails.join(', ')}; the code arrives at <a href="/dev/mailbox">/dev/mailbox</a>.</p>
${reEnrolment}
${requests ? `<ul aria-label="Re-enrolment requests">${requests}</ul>` : ''}
${offers ? `<ul aria-label="Offers">${offers}</ul>` : ''}`;
}

/** The registrations a family can open by link: the open one registers, the closed one says it is no longer available. */
function renderRegistrations(business: DemoIndex['businesses'][number], landedTags: ReadonlySet<string>): string {
  const items = business.registrations
    .map(({ name, linkCode, isOpen }) => {
      const path = `/registration/${encodeURIComponent(linkCode)}`;
      const state = isOpen ? 'open' : 'closed';
      return isLinkLive(path, landedTags)
        ? `<li data-testid="demo-registration"><a href="${escapeHtml(path)}">${escapeHtml(name)}</a> (${state}) <code>${escapeHtml(path)}</code></li>`
        : `<li data-testid="demo-registration" class="pending">${escapeHtml(name)} (${state}): <code>${escapeHtml(path)}</code> (the registration page is not available yet)</li>`;
    })
    .join('');
  return items ? `<h3>Registrations</h3>\n<ul aria-label="Registrations">${items}</ul>` : '';
}

function renderLink(key: string, path: string, landedTags: ReadonlySet<string>): string {
  const label = escapeHtml(linkLabel(key));
  if (isLinkLive(path, landedTags)) {
    return `<li data-testid="demo-link"><a href="${escapeHtml(path)}">${label}</a> <code>${escapeHtml(path)}</code></li>`;
  }
  return `<li data-testid="demo-link-pending" class="pending">${label}: <code>${escapeHtml(path)}</code> (this flow is not available yet)</li>`;
}

function renderBusiness(business: DemoIndex['businesses'][number], landedTags: ReadonlySet<string>): string {
  const headingId = `business-${escapeHtml(business.id)}`;
  const centers = business.centers
    .map((c) => `<li data-testid="demo-center">${escapeHtml(c.name)} <code>${escapeHtml(c.id)}</code></li>`)
    .join('');
  const links = Object.entries(business.links)
    .map(([key, path]) => renderLink(key, path, landedTags))
    .join('');
  return `<li class="business" data-testid="demo-business" data-business-id="${escapeHtml(business.id)}">
<article aria-labelledby="${headingId}">
<h2 id="${headingId}" data-testid="demo-business-name">${escapeHtml(business.name)}</h2>
<p class="meta">Region: <span data-testid="demo-region">${escapeHtml(REGION_NAMES[business.region] ?? business.region)} (${escapeHtml(business.region)})</span></p>
<p class="meta">Flow type: <code data-testid="demo-flow-type">${escapeHtml(business.flowType)}</code></p>
<h3>Centres</h3>
<ul>${centers}</ul>
<h3>Links</h3>
${links ? `<ul>${links}</ul>` : '<p>No links yet.</p>'}
${renderRegistrations(business, landedTags)}
${renderPortal(business, landedTags)}
</article>
</li>`;
}

export function demoIndexPage(index: DemoIndex, landedTags: ReadonlySet<string>): string {
  const businesses = index.businesses.map((b) => renderBusiness(b, landedTags)).join('\n');
  return page({
    title: 'Child-care enrolment demo',
    css: INDEX_CSS,
    body: `<main class="page" data-testid="demo-index">
<h1>Child-care enrolment demo</h1>
<p>Demo businesses, one per region. The same data is available as JSON at <a href="/demo.json">/demo.json</a>.</p>
${businesses ? `<ul class="businesses" aria-label="Demo businesses">${businesses}</ul>` : '<p data-testid="demo-empty">No demo data in this database. Run <code>npm run seed:demo</code> to add it.</p>'}
</main>`,
  });
}
