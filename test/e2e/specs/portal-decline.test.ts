// A family answers a centre's re-enrolment request from the link in the mail: opening it records a decline, then
// the family says why (each reason of the decline page), and a request already answered shows the completion screen.
// At phone and desktop widths, in US and AU wording, axe-clean at every checkpoint. What the server stored is read
// back from the database.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoCorrespondenceCode } from '../../../packages/server/src/demo/demo-correspondences';
import { PortalPage } from '../pages/portal.page';
import { typeDate } from '../support/dates';
import { JOURNEY_TIMEOUT, JourneyRig, daysFromNow } from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

const portal = (page: ConstructorParameters<typeof PortalPage>[0], label: string) => new PortalPage(page, label);
const declinePath = (code: string) => `/parent-portal/decline/${code}`;

async function stored(code: string) {
  const { hashLinkCode } = await import('../../../packages/server/src/security/link-code');
  return rig.server.db
    .selectFrom('correspondence')
    .select(['stage', 'decline_reason', 'other_reason', 'end_of_contract_date'])
    .where('link_code_hash', '=', hashLinkCode(code))
    .executeTakeFirstOrThrow();
}

test(
  '375px, US: opening the link declines; "I have an outstanding request" is sent',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    const code = demoCorrespondenceCode('mapleGrove', 'SENT');
    await rig.journey(
      375,
      'maple-grove-decline',
      async (page) => {
        await page.open(rig.server.url, declinePath(code));
        await page.waitForTestId('decline-form');
        // The automatic decline with no reason is recorded as the page opens.
        await waitFor(async () => (await stored(code)).stage === 'PARENT_DECLINED');
        assert.equal((await stored(code)).decline_reason, null);
        assert.equal(await page.sendDisabled(true), true);
        await page.checkpoint('reasons');
        await page.chooseReason('I have an outstanding request');
        assert.equal(await page.sendDisabled(false), false);
        await page.press('decline-submit');
        await page.waitForTestId('decline-thank-you');
        assert.match(
          await page.testId('decline-thank-you').innerText(),
          /Thank you, your response has been sent to the center\./,
        );
        await page.checkpoint('thank-you');
        assert.equal((await stored(code)).decline_reason, 'OUTSTANDING_REQUEST');
      },
      portal,
    );
  },
);

test(
  '1280px, US: "Not returning" needs an end of contract date not before today',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    const code = demoCorrespondenceCode('mapleGrove', 'VIEWED');
    await rig.journey(
      1280,
      'maple-grove-decline',
      async (page) => {
        await page.open(rig.server.url, declinePath(code));
        await page.waitForTestId('decline-form');
        await page.chooseReason('Not returning');
        const date = page.testId('decline-end-date');
        // Send stays disabled until the date is set, and a date before today is refused.
        assert.equal(await page.sendDisabled(true), true);
        await typeDate(date, daysFromNow(-1));
        await date.blur();
        await page.expectFieldError('The end of contract date cannot be earlier than today.');
        assert.equal(await page.sendDisabled(true), true);
        await page.checkpoint('date-in-the-past');
        const end = daysFromNow(30);
        await typeDate(date, end);
        await date.blur();
        assert.equal(await page.sendDisabled(false), false);
        await page.press('decline-submit');
        await page.waitForTestId('decline-thank-you');
        const row = await stored(code);
        assert.equal(row.decline_reason, 'NOT_RETURNING');
        assert.equal(String(row.end_of_contract_date).slice(0, 10), end);
      },
      portal,
    );
  },
);

test(
  '375px, US: "Not interested", from a request declined on an earlier visit',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    const code = demoCorrespondenceCode('mapleGrove', 'PARENT_DECLINED');
    await rig.journey(
      375,
      'maple-grove-decline-again',
      async (page) => {
        await page.open(rig.server.url, declinePath(code));
        await page.waitForTestId('decline-form');
        await page.chooseReason('Not interested');
        await page.press('decline-submit');
        await page.waitForTestId('decline-thank-you');
        assert.equal((await stored(code)).decline_reason, 'NOT_INTERESTED');
        // The request is answered now: opening the link again shows the completion screen.
        await page.open(rig.server.url, declinePath(code));
        await page.waitForTestId('decline-completed');
        await page.checkpoint('completed');
      },
      portal,
    );
  },
);

test(
  '1280px, AU: "Other" with the family\'s own words, in Australian wording',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    const code = demoCorrespondenceCode('wattleTree', 'SENT');
    await rig.journey(
      1280,
      'wattle-tree-decline',
      async (page) => {
        await page.open(rig.server.url, declinePath(code));
        await page.waitForTestId('decline-form');
        await page.chooseReason('Other');
        await page.type('Tell the centre more (optional)', 'Moving to Perth');
        await page.checkpoint('other');
        await page.press('decline-submit');
        await page.waitForTestId('decline-thank-you');
        assert.match(await page.testId('decline-thank-you').innerText(), /sent to the centre\./);
        const row = await stored(code);
        assert.equal(row.decline_reason, 'OTHER');
        assert.equal(row.other_reason, 'Moving to Perth');
      },
      portal,
    );
  },
);

for (const stage of ['PARENT_COMPLETED', 'CLOSED'] as const) {
  test(
    `375px, AU: a request in ${stage} shows the completion screen and records nothing`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const code = demoCorrespondenceCode('wattleTree', stage);
      await rig.journey(
        375,
        `wattle-tree-decline-${stage.toLowerCase()}`,
        async (page) => {
          await page.open(rig.server.url, declinePath(code));
          await page.waitForTestId('decline-completed');
          await page.checkpoint('completed');
          const row = await stored(code);
          assert.equal(row.stage, stage);
          assert.equal(row.decline_reason, null);
        },
        portal,
      );
    },
  );
}

test('an unknown link shows the decline error screen', { timeout: JOURNEY_TIMEOUT }, async () => {
  await rig.journey(
    375,
    'maple-grove-decline-unknown',
    async (page) => {
      await page.open(rig.server.url, declinePath('AAAAAAAAAAAAAAAAAAAAAA'));
      await page.waitForTestId('decline-error');
      assert.match(await page.testId('decline-error').innerText(), /Something went wrong\. Please try again later\./);
      await page.checkpoint('error');
    },
    portal,
  );
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never recorded it');
}
