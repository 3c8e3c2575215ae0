// A registration link as families meet it when it does not lead to a form: an unknown link goes to /not-found with
// the spec's text, a closed one says "This link is no longer available.", so does a checkout link nobody was
// given, and the registration maintenance window shows its notice. Once, a family registers with the keyboard only:
// Tab to each control, type, Space, Enter.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { DEMO_BUSINESS_IDS, DEMO_REGISTRATION_LINK_CODES } from '../../../packages/server/src/demo/demo-ids';
import { RegistrationPage } from '../pages/registration.page';
import { JOURNEY_TIMEOUT, JourneyRig, daysFromNow } from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

const make = (page: ConstructorParameters<typeof RegistrationPage>[0], label: string) =>
  new RegistrationPage(page, label);

test('375px, maple-grove: an unknown registration link goes to /not-found', { timeout: JOURNEY_TIMEOUT }, async () => {
  await rig.journey(
    375,
    'maple-grove-registration-unknown',
    async (page: RegistrationPage) => {
      await page.open(rig.server.url, '/registration/AAAAAAAAAAAAAAAAAAAAAA');
      await page.page.waitForURL(/\/not-found$/);
      assert.equal(
        (await page.page.textContent('[data-testid="not-found-message"]'))?.trim(),
        'Whoops, we cannot find the registration you are looking for. Please double check your url.',
      );
    },
    make,
  );
});

for (const width of [375, 1280]) {
  test(
    `${width}px, northern-lights: a closed registration and an unknown checkout link say the link is no longer available`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      await rig.journey(
        width,
        `northern-lights-registration-closed-${width}`,
        async (page: RegistrationPage) => {
          await page.open(rig.server.url, `/registration/${DEMO_REGISTRATION_LINK_CODES.northernLights.closed}`);
          await page.testId('registration-closed').waitFor();
          assert.match(await page.text('registration-closed'), /^This link is no longer available\./);
          await page.checkpoint('closed');
          await page.open(rig.server.url, '/registration-submission/BBBBBBBBBBBBBBBBBBBBBB');
          await page.testId('registration-closed').waitFor();
          assert.match(await page.text('registration-closed'), /^This link is no longer available\./);
        },
        make,
      );
    },
  );
}

test(
  '375px, wattle-tree: the maintenance window closes the registration page',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    const flags = sql`jsonb_set(feature_flags::jsonb, '{registrationMaintenanceWindow}', 'true'::jsonb)`;
    await sql`update business set feature_flags = ${flags} where id = ${DEMO_BUSINESS_IDS.wattleTree}`.execute(
      rig.server.db,
    );
    try {
      await rig.journey(
        375,
        'wattle-tree-registration-maintenance',
        async (page: RegistrationPage) => {
          await page.open(rig.server.url, `/registration/${DEMO_REGISTRATION_LINK_CODES.wattleTree.open}`);
          await page.testId('registration-maintenance').waitFor();
          assert.match(
            await page.text('registration-maintenance'),
            /We are doing some maintenance and will be right back!/,
          );
          assert.match(await page.text('registration-maintenance'), /check back in an hour/);
          await page.checkpoint('maintenance');
        },
        make,
      );
    } finally {
      const off = sql`jsonb_set(feature_flags::jsonb, '{registrationMaintenanceWindow}', 'false'::jsonb)`;
      await sql`update business set feature_flags = ${off} where id = ${DEMO_BUSINESS_IDS.wattleTree}`.execute(
        rig.server.db,
      );
    }
  },
);

test(
  '1280px, maple-grove: a family registers with the keyboard only and accepts a fee-free program',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    await rig.journey(
      1280,
      'maple-grove-registration-keyboard',
      async (page: RegistrationPage) => {
        const keys = page.page.keyboard;
        await page.open(rig.server.url, `/registration/${DEMO_REGISTRATION_LINK_CODES.mapleGrove.open}`);
        await page.testId('registration-email').waitFor();
        await page.tabTo('[data-testid="cc-field-email"]');
        await keys.type('keyboard.family@example.com');
        await keys.press('Enter');

        await page.waitForStep('information');
        await page.tabTo('[data-testid="cc-field-firstName"]');
        await keys.type('Kim');
        await page.tabTo('[data-testid="cc-field-lastName"]');
        await keys.type('Lee');
        await page.tabTo('[data-testid="cc-field-phoneNumber-number"]');
        await keys.type('2025550177');
        await page.tabTo('[data-testid="wizard-next"]');
        await keys.press('Enter');

        await page.waitForStep('children');
        await page.tabTo('[data-testid="registration-add-child"]');
        await keys.press('Enter');
        await page.testId('registration-child-dialog').locator('[part~="panel"]').waitFor();
        await page.tabTo('[data-testid="new-child-first-name"]');
        await keys.type('Noa');
        await page.tabTo('[data-testid="new-child-last-name"]');
        await keys.type('Lee');
        await page.tabTo('[data-testid="new-child-dob"]');
        const [y, m, d] = daysFromNow(-3 * 365).split('-');
        await keys.type(`${m}${d}${y}`);
        await page.tabTo('[data-testid="new-child-save"]');
        await keys.press('Enter');
        await page.childRow('Noa Lee').waitFor();
        await page.tabTo('[data-testid="wizard-next"]');
        await keys.press('Enter');

        await page.waitForProgramsOf('Noa Lee');
        await page.tabTo('[data-testid="registration-program"][data-name="Swim Lessons"]');
        await keys.press('Space');
        await page.tabTo('[data-testid="wizard-next"]');
        await keys.press('Enter');
        await page.waitForStep('review');
        await page.tabTo('[data-testid="wizard-submit"]');
        await keys.press('Enter');

        await page.waitForCheckout('APPROVED');
        await page.tabTo('[data-testid="checkout-terms"]');
        await keys.press('Space');
        await page.tabTo('[data-testid="checkout-accept"]');
        await keys.press('Enter');
        await page.waitForCheckout('COMPLETED');
        await page.checkpoint('completed');
      },
      make,
    );
  },
);
