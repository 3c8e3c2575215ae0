// A parent updates their submitted enrolment form from the portal: the centre's update link sends them to sign in
// with the mailed code and back; the child already enrolled keeps every filled answer (read only), a new child is
// added with the contacts' permissions for them, and the update is saved COMPLETE. Phone and desktop, axe-clean.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoFormCorrelationId } from '../../../packages/server/src/demo/demo-enrolment';
import { demoBusinesses } from '../../../packages/server/src/demo/seed';
import { EnrolmentFormPage } from '../pages/enrolment-form.page';
import { PortalPage } from '../pages/portal.page';
import { JOURNEY_TIMEOUT, JourneyRig, bornMonthsAgo } from '../support/fixtures';
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

/** The form inside <cc-portal>, with the portal's sign-in screens. */
class UpdatePage extends EnrolmentFormPage {
  readonly portal: PortalPage;
  constructor(page: ConstructorParameters<typeof EnrolmentFormPage>[0], label: string) {
    super(page, label, 'cc-portal');
    this.portal = new PortalPage(page, label);
  }
}

const CASES = [
  { key: 'mapleGrove', label: 'maple-grove', width: 375, enrolment: 'enrollment' },
  { key: 'wattleTree', label: 'wattle-tree', width: 1280, enrolment: 'enrolment' },
] as const;

for (const { key, label, width, enrolment } of CASES) {
  test(
    `${width}px, ${label}: a parent signs in from the update link, adds a child and saves the form`,
    { timeout: JOURNEY_TIMEOUT * 2 },
    async () => {
      const business = demoBusinesses(new Date()).find((b) => b.key === key)!;
      const child = business.children[0]!;
      const email = child.parent.email;
      const path = `/parent-portal/updateEnrolmentForm/business/${business.id}/center/${business.centers[0]!.id}/correlation/${demoFormCorrelationId(key)}`;
      await rig.journey(
        width,
        `${label}-form-update`,
        async (page: UpdatePage) => {
          await page.open(rig.server.url, path);
          const before = inbox.received.filter((m) => m.to.includes(email)).length;
          await page.portal.requestCode(email);
          const mail = await inbox.waitFor(email, before + 1);
          await page.portal.enterCode(codeIn(mail.raw));
          await page.waitForStep('children');
          assert.equal(new URL(page.page.url()).pathname, path);
          assert.match(await page.text('update-form-intro'), new RegExp(`Update your ${enrolment} form`));
          // The enrolled child's answers stand as submitted: read only, and the child cannot be removed.
          const locked = page.field('children.0.firstName');
          assert.match(await locked.innerText(), new RegExp(`First name\\s+${child.firstName}`));
          assert.equal(await locked.locator('input').count(), 0);
          assert.equal(await page.root.getByText('Remove Child 1').count(), 0);
          await page.checkpoint('children');
          await page.addItem('children');
          await page.type('children.1.firstName', 'Nia');
          await page.type('children.1.lastName', child.lastName);
          await page.date('children.1.dateOfBirth', bornMonthsAgo(14));
          await page.radio('children.1.hasMedicalCondition', 'No');
          await page.radio('children.1.hasImmunisation', 'No');
          await page.next();
          await page.waitForStep('medical');
          await page.next();
          await page.waitForStep('contacts');
          // The new child needs an emergency contact and someone to pick her up, like every child.
          await page.next();
          await page.expectFieldError('as an emergency contact for Nia');
          await page.tick('secondaryContacts.0.emergencyContact', 'Nia');
          await page.tick('secondaryContacts.0.permissionToPickUp', 'Nia');
          await page.checkpoint('contacts');
          await page.next();
          await page.waitForStep('review');
          assert.match(await page.text('read-only-answers'), /Nia/);
          await page.next();
          await page.waitForStep('terms');
          assert.equal(await page.submitLabel(), 'Save changes');
          await page.submitButton.click();
          await page.waitForTestId('confirm-dialog');
          await page.press('confirm-submit');
          await page.waitForTestId('update-form-done');
          await page.checkpoint('updated');
        },
        (p, l) => new UpdatePage(p, l),
      );
      const row = await rig.server.db
        .selectFrom('enrolment_form_account')
        .select(['state', 'data'])
        .where('correlation_id', '=', demoFormCorrelationId(key))
        .executeTakeFirstOrThrow();
      assert.equal(row.state, 'COMPLETE');
      const children = (row.data as { children: Array<{ firstName: string }> }).children;
      assert.deepEqual(
        children.map((c) => c.firstName),
        [child.firstName, 'Nia'],
      );
    },
  );
}
