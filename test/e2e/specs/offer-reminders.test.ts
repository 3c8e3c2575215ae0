// Reminders before an offer lapses, as a family meets them: the server's clock is moved past the 48-hour and
// 24-hour marks, the mail arrives at a real SMTP server (in this process), and its link opens the offer in Chromium;
// an offer the family has already accepted gets none. How long after the mark the mail arrived is printed for the
// closing note (the server sweeps every second here; JOB_SWEEP_SECONDS, default 60, in production).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoOfferCode, type DemoOfferSlug } from '../../../packages/server/src/demo/demo-applications';
import { offerLapsesAt } from '../../../packages/server/src/modules/reminder/reminder-windows';
import { startSmtpInbox, unfolded, type ReceivedMail } from '../../integration/support/smtp-inbox';
import { OfferPage } from '../pages/offer.page';
import { JOURNEY_TIMEOUT, JourneyRig } from '../support/fixtures';

const rig = new JourneyRig();
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
before(
  async () => {
    inbox = await startSmtpInbox();
    await rig.start({ smtpUrl: inbox.url });
  },
  { timeout: JOURNEY_TIMEOUT },
);
after(async () => {
  await rig.stop();
  await inbox?.close();
});

type Business = 'mapleGrove' | 'wattleTree';
const H = 3_600_000;
const offerPage = (page: ConstructorParameters<typeof OfferPage>[0], label: string) => new OfferPage(page, label);

/** The demo offer's family email, its expiry date and the instant it lapses in its centre's zone. */
async function demoOffer(business: Business, slug: DemoOfferSlug) {
  const { hashLinkCode } = await import('../../../packages/server/src/security/link-code');
  const row = await rig.server.db
    .selectFrom('offer_link')
    .innerJoin('application_offer as o', 'o.id', 'offer_link.application_offer_id')
    .innerJoin('center as c', 'c.id', 'o.center_id')
    .innerJoin('application as a', 'a.id', 'o.application_id')
    .innerJoin('person as p', 'p.id', 'a.person_id')
    .select(['o.id', 'o.expiry_date', 'c.timezone', 'p.email'])
    .where('offer_link.link_code_hash', '=', hashLinkCode(demoOfferCode(business, slug)))
    .executeTakeFirstOrThrow();
  return { ...row, lapses: offerLapsesAt(row.timezone, row.expiry_date!).getTime() };
}

const reminders = (email: string) =>
  inbox.received.filter((m) => m.to.includes(email.toLowerCase()) && /^Subject: Reminder:/m.test(m.raw));

/** Waits for the count-th reminder to this address; resolves with how long after `since` it arrived. */
async function reminderArrives(
  email: string,
  count: number,
  since: number,
): Promise<{ mail: ReceivedMail; lagMs: number }> {
  for (;;) {
    const found = reminders(email);
    if (found.length >= count) return { mail: found[count - 1]!, lagMs: Date.now() - since };
    if (Date.now() - since > 15_000) throw new Error(`reminder ${count} to the family did not arrive within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const linkIn = (mail: ReceivedMail) => new URL(/https?:\/\/\S+\/offer\/[A-Za-z0-9_-]+/.exec(unfolded(mail.raw))![0]!);

test(
  '1280px, US: the 48-hour reminder arrives after the mark for each open offer, none for the accepted one, and its link opens the offer',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      1280,
      'maple-grove-offer-reminder',
      async (page) => {
        // The family accepts the fee-free offer first; the demo's other two open offers lapse the same night.
        await page.open(rig.server.url, `/offer/${demoOfferCode('mapleGrove', 'new-no-fee')}`);
        await page.waitForTestId('offer-page');
        await page.acceptTerms();
        await page.press('offer-accept');
        assert.deepEqual(await page.outcome(), { kind: 'accepted', title: 'Offer accepted' });

        const open = await demoOffer('mapleGrove', 'new');
        const accepted = await demoOffer('mapleGrove', 'new-no-fee');
        assert.equal(accepted.lapses, open.lapses);
        rig.server.clock.set(new Date(open.lapses - 48 * H - 60_000));
        await rig.server.jobs.settle();
        assert.equal(reminders(open.email!).length, 0, 'nothing a minute before the mark');

        const crossed = Date.now();
        rig.server.clock.set(new Date(open.lapses - 48 * H));
        const first = await reminderArrives(open.email!, 1, crossed);
        const second = await reminderArrives(open.email!, 2, crossed);
        console.info(`offer reminder lag after the 48-hour mark (1 s sweep): ${first.lagMs} ms and ${second.lagMs} ms`);
        await rig.server.jobs.settle();
        assert.equal(reminders(open.email!).length, 2, "'new' and 'new-bank'; the accepted offer gets none");
        const sent = await rig.server.db
          .selectFrom('offer_reminder')
          .select('application_offer_id')
          .where('application_offer_id', '=', accepted.id)
          .execute();
        assert.deepEqual(sent, []);

        const raw = unfolded(first.mail.raw);
        assert.match(raw, /open until \d{2}-\d{2}-\d{4}/);
        const [year, month, day] = open.expiry_date!.split('-');
        assert.ok(raw.includes(`until the end of ${month}-${day}-${year}`), 'the US date format');
        const link = linkIn(first.mail);
        await page.open(rig.server.url, link.pathname);
        await page.waitForTestId('offer-page');
        assert.match(await page.text('offer-expiry'), /^Please answer by [A-Z][a-z]{2} \d{2}, \d{4}\.$/);
        await page.checkpoint('offer-from-reminder');
      },
      offerPage,
    );
  },
);

test(
  '375px, AU: the 24-hour reminder reads in Australian date order and opens the offer on a phone',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      375,
      'wattle-tree-offer-reminder',
      async (page) => {
        const open = await demoOffer('wattleTree', 'new');
        // A minute before the 24-hour mark the 48-hour reminders (this offer and 'new-bank') are due: sent first.
        rig.server.clock.set(new Date(open.lapses - 24 * H - 60_000));
        await rig.server.jobs.settle();
        const before = reminders(open.email!).length;
        const crossed = Date.now();
        rig.server.clock.set(new Date(open.lapses - 24 * H));
        const { mail } = await reminderArrives(open.email!, before + 1, crossed);
        const [year, month, day] = open.expiry_date!.split('-');
        assert.ok(unfolded(mail.raw).includes(`until the end of ${day}-${month}-${year}`), 'the AU date format');
        assert.ok(unfolded(mail.raw).includes('the centre may offer the place'), 'Australian wording');
        await page.open(rig.server.url, linkIn(mail).pathname);
        await page.waitForTestId('offer-page');
        await page.checkpoint('offer-from-reminder');
      },
      offerPage,
    );
  },
);
