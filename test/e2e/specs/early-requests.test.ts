// The loader asks for a first screen's data as soon as it sees the element, before the runtime has arrived, and the
// widget takes that answer instead of asking again (packages/ui/src/loader/early.ts, each flow's `cc.early`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_ENQUIRY_LINK_CODES, DEMO_REGISTRATION_LINK_CODES } from '@cc/server';
import { demoCorrespondenceCode } from '../../../packages/server/src/demo/demo-correspondences';
import { demoOfferCode } from '../../../packages/server/src/demo/demo-applications';
import { openPage } from '../support/browser';
import { useEmbeddingRig } from '../support/centre-site';
import { demoParentToken, signInContext } from '../support/session';

const rig = useEmbeddingRig();
const DEMO_PARENT = 'emily.johnson@example.com';

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
  /** Whether the element was defined (its runtime had run) when the request went out. */
  defined: boolean;
}

/** Records every GraphQL request the page sends, and whether the widget's own code could have sent it yet. */
async function recordRequests(page: Page, tag: string): Promise<void> {
  await page.addInitScript((name) => {
    const sent: Sent[] = [];
    (window as unknown as { ccSent: Sent[] }).ccSent = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).endsWith('/graphql') && typeof init?.body === 'string') {
        const body = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
        sent.push({ ...body, defined: customElements.get(name) !== undefined });
      }
      return original(input, init);
    };
  }, tag);
}

interface Route {
  tag: string;
  path: string;
  usable: string;
  early: string[];
  /** The element on a centre's own page (another origin) after the loader's script tag, instead of the hosted page. */
  embed?: string;
  /** A signed-in parent: the hosted page hands the element the token cookie's session. */
  signedIn?: true;
}

const MAPLE_GROVE = DEMO_BUSINESS_IDS.mapleGrove;

const ROUTES: Route[] = [
  {
    tag: 'cc-enquiry',
    path: '/embedded-enquiry',
    embed: `<cc-enquiry business-id="${DEMO_BUSINESS_IDS.mapleGrove}"></cc-enquiry>`,
    usable: '[data-testid="centre-selection"] input[type="radio"]',
    early: ['BusinessSettings', 'CentreSelectionSearch'],
  },
  {
    tag: 'cc-enquiry',
    path: `/inquiry/new/${DEMO_ENQUIRY_LINK_CODES.mapleGrove}`,
    usable: '[data-testid="centre-selection"] input[type="radio"]',
    early: ['BusinessFor', 'CentreSelectionForLinkCode'],
  },
  {
    tag: 'cc-enquiry',
    path: `/c-inquiry/${DEMO_CENTER_IDS.mapleGroveLincolnPark}`,
    usable: '[data-testid="centre-selection"] input[type="radio"]',
    early: ['BusinessFor', 'CenterSummary', 'CentreSelectionOfCentre'],
  },
  {
    tag: 'cc-registration',
    path: `/registration/${DEMO_REGISTRATION_LINK_CODES.mapleGrove.open}`,
    usable: '[data-testid="cc-field-email"]',
    early: ['RegistrationByLinkCode'],
  },
  {
    tag: 'cc-offer',
    path: `/offer/${demoOfferCode('mapleGrove', 'new')}`,
    usable: '[data-testid="offer-terms"]',
    early: ['OfferPage'],
  },
  {
    tag: 'cc-portal',
    path: `/parent-portal/decline/${demoCorrespondenceCode('mapleGrove', 'PARENT_DECLINED')}`,
    usable: '[data-testid="decline-form"]',
    early: ['DeclinePage'],
  },
  {
    tag: 'cc-offer',
    path: `/offer/${demoOfferCode('mapleGrove', 'new')}/print`,
    usable: '[data-testid="offer-print-view"]',
    early: ['OfferPrint'],
  },
  {
    tag: 'cc-portal',
    path: '/parent-portal',
    usable: '[data-testid="application-card"]',
    early: ['PortalDashboard'],
    signedIn: true,
  },
  {
    tag: 'cc-portal',
    path: `/parent-portal?businessId=${MAPLE_GROVE}`,
    usable: '[data-testid="application-card"]',
    early: ['PortalDashboard', 'BusinessSettings', 'PortalCentres'],
    signedIn: true,
  },
  {
    tag: 'cc-portal',
    path: `/parent-portal/re-enrolment?businessId=${MAPLE_GROVE}`,
    usable: '[data-testid="reenrol-centre-step"] input[type="radio"]',
    early: ['ReEnrolmentFamily', 'BusinessSettings', 'ReEnrolmentSettings', 'CentreSelectionSearch'],
    signedIn: true,
  },
];

for (const route of ROUTES) {
  const where = route.embed
    ? "a centre's page"
    : route.path.replace(/\/[^/?]{16,}/, '/{code}').replace(/=[^&]{16,}/, '={id}');
  const who = route.signedIn ? ', signed in' : '';
  test(`${where}${who}: the first screen's data is asked for once, before the runtime has run`, async () => {
    const page = await openPage(rig.browser, 375);
    if (route.signedIn) {
      const token = await demoParentToken(rig.server, DEMO_PARENT, MAPLE_GROVE);
      await signInContext(page.context(), rig.server, token);
    }
    await recordRequests(page, route.tag);
    const url =
      route.embed === undefined
        ? `${rig.server.url}${route.path}`
        : rig.centre.page(route.path, `<script src="${rig.server.url}/widgets/cc-widgets.js"></script>${route.embed}`);
    await page.goto(url);
    await page.locator(route.tag).locator(route.usable).first().waitFor();
    const sent = await page.evaluate(() => (window as unknown as { ccSent: Sent[] }).ccSent);
    for (const name of route.early) {
      const requests = sent.filter((request) => request.operationName === name);
      assert.equal(
        requests.length,
        1,
        `${name} sent once (the widget took the loader's answer): ${JSON.stringify(sent)}`,
      );
      assert.equal(requests[0]?.defined, false, `${name} went out before <${route.tag}> was defined`);
    }
    await page.context().close();
  });
}

test("/parent-portal/re-enrolment, signed in: the centre step's code is asked for with the page, not once it has rendered", async () => {
  const page = await openPage(rig.browser, 375);
  await signInContext(page.context(), rig.server, await demoParentToken(rig.server, DEMO_PARENT, MAPLE_GROVE));
  // In the order the browser reported them (the page's clock is a test clock, without resource timings).
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  await page.exposeFunction('ccReadyForTest', () => seen.push('cc-ready'));
  await page.addInitScript(() => {
    const notify = (window as unknown as { ccReadyForTest: () => void }).ccReadyForTest;
    document.addEventListener('cc-ready', () => notify(), { once: true });
  });
  await page.goto(`${rig.server.url}/parent-portal/re-enrolment?businessId=${MAPLE_GROVE}`);
  await page.locator('cc-portal').locator('[data-testid="reenrol-centre-step"] input[type="radio"]').first().waitFor();
  const ready = seen.indexOf('cc-ready');
  assert.ok(ready > 0, `cc-ready came: ${JSON.stringify(seen)}`);
  // The phone rules and the centre picker's chunk: the step can show only once both have arrived.
  for (const part of ['phone-rules-', 'programs-centre-selection-']) {
    const at = seen.findIndex((name) => name.includes(`/chunks/${part}`));
    assert.ok(at >= 0 && at < ready, `${part} asked for before cc-ready: ${JSON.stringify(seen)}`);
  }
  await page.context().close();
});
