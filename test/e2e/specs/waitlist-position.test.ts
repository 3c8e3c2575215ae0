// A waitlisted family's place in the queue, as the parent portal shows it: the demo parent signs in (code from a real
// SMTP server) and reads "3rd of 6 waiting for Infant Care at Maple Grove Lincoln Park" on her waitlisted cards;
// the centre offers a family ahead of her a place and that family accepts it (through the offer link, as its parent
// would), and after a reload her place has moved up. At phone and desktop widths, axe-clean at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoUuid } from '../../../packages/server/src/demo/demo-uuid';
import { createOffer } from '../../../packages/server/src/modules/offer/create-offer';
import { createRepositories } from '../../../packages/server/src/modules/repositories';
import { hashLinkCode, newLinkCode } from '../../../packages/server/src/security/link-code';
import { PortalPage } from '../pages/portal.page';
import { DEMO_CENTER_IDS } from '@cc/server';
import { JOURNEY_TIMEOUT, JourneyRig, MAPLE_GROVE } from '../support/fixtures';
import { codeIn, startSmtpInbox } from '../../integration/support/smtp-inbox';

const rig = new JourneyRig();
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
before(
  async () => {
    inbox = await startSmtpInbox();
    await rig.start({
      smtpUrl: inbox.url,
      rateLimits: { requestSignInCodePerEmail: { limit: 100, windowMs: 60_000 } },
    });
  },
  { timeout: JOURNEY_TIMEOUT },
);
after(async () => {
  await rig.stop();
  await inbox?.close();
});

const portal = (page: ConstructorParameters<typeof PortalPage>[0], label: string) => new PortalPage(page, label);
const EMILY = 'emily.johnson@example.com';
const ORDINALS = ['1st', '2nd', '3rd'];
/** The demo's waiting families (demo-waitlist.ts), the earliest first: two enquired before Emily's child. */
const waitingFamily = (i: number) => demoUuid(`application:waiting:mapleGrove/${i}`);

/** Every waitlist line on the dashboard, as the parent reads it. */
async function places(page: PortalPage): Promise<string[]> {
  await page.testId('waitlist-position').first().waitFor();
  return page.testId('waitlist-position').evaluateAll((lines) => lines.map((line) => line.textContent?.trim() ?? ''));
}

/** The centre offers the waiting family its place; the family accepts it at the offer's link. */
async function offerAccepted(applicationId: string): Promise<void> {
  const linkCode = newLinkCode();
  const now = rig.server.clock.now();
  const offerId = await rig.server.db.transaction().execute(async (tx) => {
    const repos = createRepositories(tx);
    const id = await createOffer(repos, {
      business: { id: MAPLE_GROVE.id },
      center: { id: DEMO_CENTER_IDS.mapleGroveLincolnPark, timezone: 'America/Chicago', uses_enrolment_form: false },
      applicationId,
      waitlist: false,
      expiryDate: '2099-12-31',
      createdBy: null,
      now,
    });
    // Infant Care asks a $75 application fee; paying it is the offer journeys' subject, so this offer waives it.
    await tx
      .updateTable('offer_schedule')
      .set({ application_fee_cents: 0 })
      .where('application_offer_id', '=', id!)
      .execute();
    await repos.offers.addLinks([{ offerId: id!, linkCodeHash: hashLinkCode(linkCode) }], 'mail', now, null);
    return id!;
  });
  const response = await fetch(`${rig.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation($input: OfferActionInput!) { acceptOffer(input: $input) { success errors { path key } } }`,
      variables: {
        input: { linkCode, businessId: MAPLE_GROVE.id, applicationId, applicationOfferId: offerId },
      },
    }),
  });
  const answer = (await response.json()) as { data?: { acceptOffer: { success: boolean } } };
  assert.equal(answer.data?.acceptOffer.success, true, JSON.stringify(answer));
}

const line = (position: number, total: number) =>
  new RegExp(
    `^${ORDINALS[position - 1]} of ${total} waiting for Infant Care at Maple Grove Lincoln Park, starting in [A-Z][a-z]+$`,
  );

for (const [run, width] of [375, 1280].entries()) {
  test(
    `${width}px: a waitlisted family sees its place, and it moves up when a family ahead accepts a place`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      await rig.journey(
        width,
        'maple-grove-portal-waitlist',
        async (page) => {
          await page.open(rig.server.url, `/parent-portal?businessId=${MAPLE_GROVE.id}`);
          const sent = inbox.received.filter((m) => m.to.includes(EMILY)).length;
          await page.requestCode(EMILY);
          await page.enterCode(codeIn((await inbox.waitFor(EMILY, sent + 1)).raw));
          await page.waitForDashboard();

          // Each run starts after the previous one's acceptance: 3rd of 6, then 2nd of 5.
          const [before, total] = [3 - run, 6 - run];
          const seen = await places(page);
          assert.ok(seen.length > 0);
          for (const text of seen) assert.match(text, line(before, total));
          await page.checkpoint('waitlist-position');

          await offerAccepted(waitingFamily(run));
          await page.page.reload();
          await page.waitForDashboard();
          await page.page.waitForFunction(
            (expected) =>
              [
                ...(document
                  .querySelector('cc-portal')
                  ?.shadowRoot?.querySelectorAll('[data-testid="waitlist-position"]') ?? []),
              ].some((el) => el.textContent?.startsWith(expected)),
            `${ORDINALS[before - 2]} of ${total - 1}`,
          );
          for (const text of await places(page)) assert.match(text, line(before - 1, total - 1));
          await page.checkpoint('waitlist-position-moved-up');
        },
        portal,
      );
    },
  );
}
