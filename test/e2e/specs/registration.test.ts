// Registration as families meet it, on each demo business's registration link: a new family registers two children,
// uses a promo code and pays by card in the provider's frame; a returning family signs in with the code read from
// the real SMTP server, picks its own child and accepts a fee-free program; a full program goes to the waitlist.
// What the checkout shows and what the server stored are both checked. Phone and desktop, axe-clean.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { DEMO_REGISTRATION_LINK_CODES } from '../../../packages/server/src/demo/demo-ids';
import { demoBusinesses } from '../../../packages/server/src/demo/seed';
import { RegistrationPage } from '../pages/registration.page';
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

const make = (page: ConstructorParameters<typeof RegistrationPage>[0], label: string) =>
  new RegistrationPage(page, label);
const ava = { firstName: 'Ava', lastName: 'Rivera', dateOfBirth: daysFromNow(-4 * 365) };
const leo = { firstName: 'Leo', lastName: 'Rivera', dateOfBirth: daysFromNow(-7 * 365) };

/** The charges the server made for a family's registrations, by the email the family typed. */
async function chargesOf(email: string) {
  const { rows } = await sql<{ amount_cents: number; currency: string; status: string; state: string }>`
    select c.amount_cents, c.currency, c.status, s.state
    from registration_charge c
    join registration_submission s on s.id = c.submission_id
    join person p on p.id = s.person_id
    where lower(p.email) = lower(${email})`.execute(rig.server.db);
  return rows;
}

async function submissionsOf(email: string) {
  const { rows } = await sql<{ state: string; schedules: string[] }>`
    select s.state, array_agg(r.state order by r.child_position, r.state) as schedules
    from registration_submission s
    join registration_submission_schedule r on r.submission_id = s.id
    join person p on p.id = s.person_id
    where lower(p.email) = lower(${email})
    group by s.id, s.state`.execute(rig.server.db);
  return rows;
}

// Maple Grove takes promo codes (the lead promo codes flag); Northern Lights does not, in Canadian dollars.
for (const [width, key, slug, promo, currency] of [
  [375, 'mapleGrove', 'maple-grove', true, 'USD'],
  [1280, 'northernLights', 'northern-lights', false, 'CAD'],
] as const) {
  test(
    `${width}px, ${slug}: a new family registers two children${promo ? ', applies a promo code' : ''} and pays the fee by card`,
    { timeout: JOURNEY_TIMEOUT * 2 },
    async () => {
      const email = `rivera.${slug}.${width}@example.com`;
      await rig.journey(
        width,
        `${slug}-registration-new-${width}`,
        async (page: RegistrationPage) => {
          await page.open(rig.server.url, `/registration/${DEMO_REGISTRATION_LINK_CODES[key].open}`);
          await page.testId('registration-email').waitFor();
          assert.match(await page.screenText(), /Returning Family\?/);
          await page.checkpoint('email');
          await page.enterEmail(email);

          await page.waitForStep('information');
          await page.next();
          await page.expectFieldError('Please enter a valid phone number');
          await page.fillInformation({ firstName: 'Maria', lastName: 'Rivera', phone: '2025550143' });
          await page.checkpoint('information');
          await page.next();

          await page.waitForStep('children');
          assert.equal(
            await page.text('registration-must-add'),
            '*You must add at least one child in order to continue.',
          );
          await page.next();
          await page.expectFieldError('Must add at least one child');
          await page.addChild(ava);
          await page.addChild(leo);
          await page.checkpoint('children');
          await page.next();

          await page.waitForStep('programs', 0);
          await page.waitForProgramsOf('Ava Rivera');
          assert.deepEqual(await page.badges('Summer Camp'), ['Early Bird Signup!', 'Space is Available']);
          assert.deepEqual(await page.badges('Music & Movement'), ['Will be put on Waitlist']);
          await page.next();
          await page.expectFieldError('Please select at least one program for Ava Rivera');
          await page.pickProgram('Summer Camp');
          await page.checkpoint('programs-ava');
          await page.next();
          await page.waitForStep('programs', 1);
          await page.waitForProgramsOf('Leo Rivera');
          await page.pickProgram('Summer Camp');
          await page.pickProgram('Swim Lessons');
          await page.next();

          await page.waitForStep('review');
          assert.equal(await page.submitLabel(), 'Submit');
          await page.checkpoint('review');
          await page.submitButton.click();

          await page.waitForCheckout('APPROVED');
          assert.match(new URL(page.page.url()).pathname, /^\/registration-submission\/[A-Za-z0-9_-]{22}$/);
          assert.deepEqual(await page.checkoutPrograms(), [
            { child: 'Ava Rivera', program: 'Summer Camp', badges: ['Early Bird Signup!', 'Space is Available'] },
            { child: 'Leo Rivera', program: 'Summer Camp', badges: ['Early Bird Signup!', 'Space is Available'] },
            { child: 'Leo Rivera', program: 'Swim Lessons', badges: ['Space is Available'] },
          ]);
          assert.equal(await page.acceptLabel(), 'Accept & Pay');
          // Two early-bird places at $40.00; Swim Lessons has no fee.
          assert.equal(await page.text('checkout-total'), '$80.00');
          await page.checkpoint('checkout');
          if (promo) {
            await page.applyPromo('SAVE25');
            await page.testId('checkout-discount').waitFor();
            assert.equal(await page.text('checkout-total'), '$55.00');
          } else assert.equal(await page.testId('checkout-promo-open').count(), 0, 'no promo codes without the flag');

          await page.pressAccept('checkout-problems');
          assert.match(await page.text('checkout-problems'), /agree to the terms/);
          await page.enterCard('4242424242424242');
          await page.acceptTerms();
          await page.checkpoint('checkout-ready');
          await page.testId('checkout-accept').click();
          await page.waitForCheckout('COMPLETED');
          assert.match(await page.text('checkout-notice'), /Your registration is complete/);
          await page.checkpoint('completed');
        },
        make,
      );
      assert.deepEqual(await chargesOf(email), [
        { amount_cents: promo ? 5500 : 8000, currency, status: 'succeeded', state: 'COMPLETED' },
      ]);
      assert.deepEqual(await submissionsOf(email), [
        { state: 'COMPLETED', schedules: ['ACCEPTED', 'ACCEPTED', 'ACCEPTED'] },
      ]);
      const confirmation = await inbox.waitFor(email, 2);
      assert.ok(confirmation, 'the family was mailed the checkout link and the confirmation');
    },
  );
}

test(
  '1280px, wattle-tree: a returning family signs in with the mailed code, picks its own child and accepts a fee-free program',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    const business = demoBusinesses(new Date()).find((b) => b.key === 'wattleTree')!;
    const child = business.children[0]!;
    const childName = `${child.firstName} ${child.lastName}`;
    const email = child.parent.email;
    await rig.journey(
      1280,
      'wattle-tree-registration-returning',
      async (page: RegistrationPage) => {
        await page.open(rig.server.url, `/registration/${DEMO_REGISTRATION_LINK_CODES.wattleTree.open}`);
        const before = inbox.received.filter((m) => m.to.includes(email)).length;
        await page.enterEmail(email);
        const mail = await inbox.waitFor(email, before + 1);
        await page.testId('sign-in-code').waitFor();
        await page.checkpoint('code');
        await page.enterCode(codeIn(mail.raw));

        await page.waitForStep('information');
        assert.equal(await page.testId('cc-field-firstName').locator('input').inputValue(), child.parent.firstName);
        await page.fillInformation(
          { firstName: child.parent.firstName, lastName: child.parent.lastName, phone: '0412345678' },
          true,
        );
        await page.checkpoint('information');
        await page.next();

        await page.waitForStep('children');
        assert.ok((await page.childNames()).includes(childName), 'the child selector lists the family’s children');
        await page.next();
        await page.expectFieldError('Please select at least one child to proceed with registration.');
        await page.tickChild(childName);
        await page.checkpoint('children');
        await page.next();

        await page.waitForProgramsOf(childName);
        await page.pickProgram('Swim Lessons');
        await page.next();
        await page.waitForStep('review');
        await page.submitButton.click();

        await page.waitForCheckout('APPROVED');
        assert.equal(await page.acceptLabel(), 'Accept');
        assert.equal(await page.testId('checkout-fees').count(), 0);
        await page.checkpoint('checkout');
        await page.acceptTerms();
        await page.testId('checkout-accept').click();
        await page.waitForCheckout('COMPLETED');
      },
      make,
    );
    // Signed out once the registration was in (document 1, section 4): the session the code opened is revoked.
    const { rows } = await sql<{ open: number }>`
      select count(*)::int as open from session s join person p on p.id = s.person_id
      where lower(p.email) = lower(${email}) and s.revoked_at is null`.execute(rig.server.db);
    assert.equal(rows[0]!.open, 0);
    const [stored] = await submissionsOf(email);
    assert.deepEqual(stored, { state: 'COMPLETED', schedules: ['ACCEPTED'] });
  },
);

test(
  '375px, wattle-tree: a program with no place left goes to the waitlist',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    const email = 'waitlist.family@example.com';
    await rig.journey(
      375,
      'wattle-tree-registration-waitlist',
      async (page: RegistrationPage) => {
        await page.open(rig.server.url, `/registration/${DEMO_REGISTRATION_LINK_CODES.wattleTree.open}`);
        await page.enterEmail(email);
        await page.fillInformation({ firstName: 'Sam', lastName: 'Patel', phone: '0412555123' }, false);
        await page.next();
        await page.addChild({ firstName: 'Isla', lastName: 'Patel', dateOfBirth: daysFromNow(-5 * 365) });
        await page.next();
        await page.waitForProgramsOf('Isla Patel');
        assert.deepEqual(await page.badges('Music & Movement'), ['Will be put on Waitlist']);
        await page.pickProgram('Music & Movement');
        await page.next();
        await page.waitForStep('review');
        await page.checkpoint('review');
        await page.submitButton.click();

        await page.waitForCheckout('OFFERED_WAITLIST');
        assert.equal(await page.acceptLabel(), 'Put me on the Waitlist.');
        await page.checkpoint('checkout');
        await page.acceptTerms();
        await page.testId('checkout-accept').click();
        await page.waitForCheckout('WAITLISTED');
        assert.match(await page.text('checkout-notice'), /You are on the waitlist/);
        await page.checkpoint('waitlisted');
      },
      make,
    );
    assert.deepEqual(await submissionsOf(email), [{ state: 'WAITLISTED', schedules: ['WAITLISTED'] }]);
    assert.deepEqual(await chargesOf(email), []);
  },
);

test(
  '1280px, maple-grove: a card whose bank asks for confirmation pays once the family confirms',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    const email = 'bank.confirms@example.com';
    await rig.journey(
      1280,
      'maple-grove-registration-3ds',
      async (page: RegistrationPage) => {
        await page.open(rig.server.url, `/registration/${DEMO_REGISTRATION_LINK_CODES.mapleGrove.open}`);
        await page.enterEmail(email);
        await page.fillInformation({ firstName: 'Jo', lastName: 'Banks', phone: '2025550188' });
        await page.next();
        await page.addChild({ firstName: 'Max', lastName: 'Banks', dateOfBirth: daysFromNow(-6 * 365) });
        await page.next();
        await page.waitForProgramsOf('Max Banks');
        await page.pickProgram('Art Club');
        await page.next();
        await page.waitForStep('review');
        await page.submitButton.click();
        await page.waitForCheckout('APPROVED');
        assert.equal(await page.text('checkout-total'), '$25.00');
        await page.enterCard('4000002500003155');
        await page.acceptTerms();
        await page.testId('checkout-accept').click();
        await page.confirmWithBank();
        await page.waitForCheckout('COMPLETED');
        await page.checkpoint('completed');
      },
      make,
    );
    assert.deepEqual(
      (await chargesOf(email)).filter((c) => c.status === 'succeeded'),
      [{ amount_cents: 2500, currency: 'USD', status: 'succeeded', state: 'COMPLETED' }],
    );
  },
);
