import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEMO_BUSINESS_IDS,
  DEMO_CENTER_IDS,
  DEMO_ENQUIRY_LINK_CODES,
  DEMO_REGISTRATION_LINK_CODES,
  DEMO_SLUGS,
} from './demo-ids';
import { demoLinkCode, demoUuid } from './demo-uuid';

test('demo business ids are derived from their slugs', () => {
  for (const [key, id] of Object.entries(DEMO_BUSINESS_IDS)) {
    assert.equal(id, demoUuid(`business:${DEMO_SLUGS[key as keyof typeof DEMO_SLUGS]}`));
  }
});

test('demo link codes are the sha256-derived 128-bit codes', () => {
  for (const [key, code] of Object.entries(DEMO_ENQUIRY_LINK_CODES)) {
    assert.equal(code, demoLinkCode(DEMO_SLUGS[key as keyof typeof DEMO_SLUGS]));
    assert.equal(Buffer.from(code, 'base64url').length, 16);
  }
});

test('demo registration link codes are the sha256-derived 128-bit codes of each business, open and closed', () => {
  for (const [key, codes] of Object.entries(DEMO_REGISTRATION_LINK_CODES)) {
    for (const [which, code] of Object.entries(codes)) {
      assert.equal(code, demoLinkCode(`registration:${key}:${which}`));
      assert.equal(Buffer.from(code, 'base64url').length, 16);
    }
  }
});

test('demo centre ids are distinct', () => {
  const ids = Object.values(DEMO_CENTER_IDS);
  assert.equal(new Set(ids).size, ids.length);
});
