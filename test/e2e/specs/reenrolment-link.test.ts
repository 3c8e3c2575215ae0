// Re-enrolment through a centre's link (Wattle Tree, Australia: the offer-enrolment variant with a schedule page per
// child, the V2 "School" combobox): the request opens (SENT -> VIEWED), the parent signs in with the mailed code and
// comes back, re-enrols both children at another centre, pays the application fee by card and lands on the accepted
// offer; the request is PARENT_COMPLETED only then. Checked through the API, as a centre would see it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoCorrespondenceCode } from '../../../packages/server/src/demo/demo-correspondences';
import { demoBusinesses } from '../../../packages/server/src/demo/seed';
import { ReEnrolmentPage } from '../pages/reenrolment.page';
import { JOURNEY_TIMEOUT, JourneyRig, daysFromNow } from '../support/fixtures';
import { codeIn, startSmtpInbox } from '../../integration/support/smtp-inbox';

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

/** The request's stage as the API answers its link code (never cached). */
async function stageOf(linkCode: string): Promise<string> {
  const response = await fetch(`${rig.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($c: String!) { reEnrolAccountCorrespondenceByCode(linkCode: $c) { stage } }',
      variables: { c: linkCode },
    }),
  });
  const body = (await response.json()) as { data: { reEnrolAccountCorrespondenceByCode: { stage: string } } };
  return body.data.reEnrolAccountCorrespondenceByCode.stage;
}

const NEW_FARM = 'Wattle Tree New Farm';

test(
  "1280px, wattle-tree: a family re-enrols through the centre's link; the request is completed on acceptance",
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    const business = demoBusinesses(new Date()).find((b) => b.key === 'wattleTree')!;
    const family = business.children[0]!;
    const mia = `${family.firstName} ${family.lastName}`;
    const an = `${business.reEnrolment.sibling.firstName} ${family.lastName}`;
    const code = demoCorrespondenceCode('wattleTree', 'SENT');
    assert.equal(await stageOf(code), 'SENT');
    await rig.journey(
      1280,
      'wattle-tree-reenrol-link',
      async (page: ReEnrolmentPage) => {
        await page.open(rig.server.url, `/parent-portal/login/${code}`);
        await page.waitForTestId('sign-in-email');
        assert.equal(await stageOf(code), 'VIEWED');
        const before = inbox.received.filter((m) => m.to.includes(family.parent.email)).length;
        await page.requestCode(family.parent.email);
        const mail = await inbox.waitFor(family.parent.email, before + 1);
        await page.enterCode(codeIn(mail.raw));

        await page.waitForStep('centre');
        assert.equal(new URL(page.page.url()).pathname, '/parent-portal/re-enrolment');
        assert.deepEqual(await page.stepNames(), ['Centre', 'Children', 'Contacts', 'Programs', 'Review']);
        assert.equal(await page.centre.variant(), 'V2');
        await page.chooseCentre(NEW_FARM);
        await page.checkpoint('centre');
        await page.next();

        await page.waitForStep('children');
        await page.tick('reenrol-child', mia);
        await page.tick('reenrol-child', an);
        await page.checkpoint('children');
        await page.next();

        await page.waitForStep('contacts');
        for (const child of [mia, an]) await page.tick('reenrol-contact', 'Bao Nguyen', child);
        await page.checkpoint('contacts');
        await page.next();

        // One schedule page per child (the offer-enrolment flow's schedule container).
        await page.waitForStep('schedule', 0);
        const kinder = await page.schedule.choose('Kindergarten');
        assert.equal(await kinder.isCasual(), true);
        await kinder.setStartDate(daysFromNow(21));
        await page.checkpoint('schedule-mia');
        await page.next();
        await page.waitForStep('schedule', 1);
        const toddlers = await page.schedule.choose('Toddlers');
        // New Farm takes casual bookings only.
        assert.equal(await toddlers.isCasual(), true);
        await toddlers.setStartDate(daysFromNow(21));
        await page.schedule.giveConsent();
        await page.checkpoint('schedule-an');
        await page.next();

        await page.waitForStep('review');
        assert.match(await page.text('reenrol-review-step'), /Review your re-enrolment/);
        await page.testId('review-fees-total').waitFor();
        assert.equal(await page.submitLabel(), 'Pay Now');
        await page.testId('reenrol-terms').locator('[part~="control"]').click();
        await page.checkpoint('review');
        assert.equal(await stageOf(code), 'VIEWED', 'nothing is completed before the offer is accepted');
        await page.submitButton.click();
        await page.payByCard('4242 4242 4242 4242');
        await page.page.waitForURL(/\/offer\//);
        assert.equal(await stageOf(code), 'PARENT_COMPLETED');
      },
      (p, label) => new ReEnrolmentPage(p, label),
    );
  },
);
