import assert from 'node:assert/strict';
import { test } from 'node:test';
import { subsidyReminderMail } from './subsidy-reminder.mail';

const input = {
  businessName: 'Wattle Tree Early Learning Centres',
  centreName: 'Wattle Tree Fitzroy',
  firstName: 'Linh',
  link: 'https://enrol.example.org/parent-portal/login?businessId=b&x=<y>',
};

test('the reminder lists the three steps in Australian words, with the link to the checklist', () => {
  const mail = subsidyReminderMail({ ...input, lodged: true });
  assert.equal(mail.subject, 'Your Child Care Subsidy steps for Wattle Tree Fitzroy');
  assert.match(mail.text, /^Hello Linh,$/m);
  assert.match(mail.text, /Customer Reference Number \(CRN\)/);
  assert.match(mail.text, /CCS percentage/);
  assert.match(mail.text, /income estimate, activity hours and care arrangements/);
  assert.ok(mail.text.includes(input.link));
  assert.doesNotMatch(mail.text, /\b(center|enrollment)\b/);
  assert.ok(mail.html.includes('x=&lt;y&gt;'), 'the link is escaped in the HTML part');
});

test('before the centre lodges, the CRN step says it waits for the centre', () => {
  assert.match(subsidyReminderMail({ ...input, lodged: false }).text, /once the centre has lodged it/);
  assert.doesNotMatch(subsidyReminderMail({ ...input, lodged: true }).text, /once the centre has lodged it/);
});
