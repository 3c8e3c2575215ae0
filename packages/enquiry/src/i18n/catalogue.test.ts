import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import { ENQUIRY_MESSAGES } from './catalogue';
import { screenMessages } from '../screens/messages';
import { confirmMessages, reviewMessages } from '../steps/review/messages';
import {
  childrenMessages,
  ENQUIRY_REGION_OVERRIDES,
  flowMessages,
  LATER_PARTS_AU_OVERRIDES,
  registerMessages,
  stepMessages,
} from './messages';

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

test('regional overrides only replace messages that exist', () => {
  const ids = new Set(OWN.map((m) => m.id));
  for (const overrides of Object.values(ENQUIRY_REGION_OVERRIDES)) {
    for (const id of Object.keys(overrides)) assert.ok(ids.has(id), id);
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
  for (const text of Object.values(au)) assert.doesNotMatch(text.replace(/\{\w+\}/g, ''), /\bcenter\b|\binquir/i, text);
  assert.equal(us[stepMessages.confirmAndContinue.id], 'confirm and continue');
  assert.equal(us[childrenMessages.goBack.id], 'Go Back');
});

test("the later parts' Australian wording replaces messages that exist, and the US keeps inquiry", () => {
  const later = [screenMessages, reviewMessages, confirmMessages].flatMap((group) => Object.values(group));
  const byId = new Map(later.map((message) => [message.id, String(message.defaultMessage)]));
  for (const [id, text] of Object.entries(LATER_PARTS_AU_OVERRIDES)) {
    assert.ok(byId.has(id), id);
    assert.match(byId.get(id) ?? '', /inquir|Inquir/, `US ${id}`);
    assert.equal(ENQUIRY_MESSAGES.AU[id], text);
    assert.equal(ENQUIRY_MESSAGES.US[id], undefined, 'the US uses the message default');
  }
});
