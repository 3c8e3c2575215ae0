import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardSurcharge } from './surcharge';

test('a card surcharge is a share of the amount, to the cent; other methods and free amounts carry none', () => {
  assert.equal(cardSurcharge(5000, 150, 'CREDIT_CARD'), 75);
  assert.equal(cardSurcharge(4500, 150, 'CREDIT_CARD'), 68);
  assert.equal(cardSurcharge(5000, 150, 'CHECKING_ACCOUNT'), 0);
  assert.equal(cardSurcharge(5000, 150, null), 0);
  assert.equal(cardSurcharge(0, 150, 'CREDIT_CARD'), 0);
  assert.equal(cardSurcharge(5000, 0, 'CREDIT_CARD'), 0);
});
