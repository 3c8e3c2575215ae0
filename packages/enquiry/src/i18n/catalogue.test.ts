import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import { ENQUIRY_MESSAGES } from './catalogue';
import { screenMessages } from '../screens/messages';
import { confirmMessages, reviewMessages } from '../steps/review/messages';
import { childrenMessages, flowMessages, registerMessages, stepMessages } from './messages';

/** Node runs the catalogues uncompiled (only the production bundle compiles them). */
function textOf(message: unknown): string {
  assert.equal(typeof message, 'string');
  return message as string;
}

const OWN = [stepMessages, registerMessages, childrenMessages, flowMessages].flatMap((group) => Object.values(group));

test('every message of the flow is in every region, as valid ICU, under an enquiry. id', () => {
  for (const [region, catalogue] of Object.entries(ENQUIRY_MESSAGES)) {
    for (const message of OWN) {
      assert.match(message.id, /^enquiry\./);
      const text = catalogue[message.id];
      assert.ok(text, `${region} lacks ${message.id}`);
      assert.doesNotThrow(() => new IntlMessageFormat(text, 'en'), `${region} ${message.id}`);
    }
  }
});

test('Australia says centre and enquiry; the US says center and inquiry', () => {
  const au = ENQUIRY_MESSAGES.AU;
  const us = ENQUIRY_MESSAGES.US;
  assert.equal(
    au[registerMessages.intro.id],
    'Tell us how to reach you. The centre will contact you about your enquiry.',
  );
  assert.equal(
    us[registerMessages.intro.id],
    'Tell us how to reach you. The center will contact you about your inquiry.',
  );
  assert.equal(au[registerMessages.subsidy.id], 'Does your family receive the CCS subsidy?');
  // Placeholders such as {center} are filled with the region's own word, so only the literal text counts.
  for (const text of Object.values(au).map(textOf))
    assert.doesNotMatch(text.replace(/\{\w+\}/g, ''), /\bcenter\b|\binquir/i, text);
  assert.equal(us[stepMessages.confirmAndContinue.id], 'confirm and continue');
  assert.equal(us[childrenMessages.goBack.id], 'Go Back');
});

test("the later parts' Australian wording comes with the flow's catalogue; the US keeps the message default", () => {
  const later = [screenMessages, reviewMessages, confirmMessages].flatMap((group) => Object.values(group));
  assert.equal(ENQUIRY_MESSAGES.AU[reviewMessages.title.id], 'Review your enquiry');
  assert.equal(ENQUIRY_MESSAGES.AU[screenMessages.landingStart.id], 'Start a new enquiry');
  for (const message of later) {
    assert.equal(ENQUIRY_MESSAGES.US[message.id], undefined, `the US uses the default of ${message.id}`);
    const au = textOf(ENQUIRY_MESSAGES.AU[message.id] ?? message.defaultMessage);
    assert.doesNotMatch(au.replace(/\{\w+\}/g, ''), /\binquir/i, `AU ${message.id}`);
  }
});
