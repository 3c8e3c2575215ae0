import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formValueErrors, standardEnrolmentForm } from '@cc/core/forms';
import { demoBusinesses } from './seed';
import { demoFormAnswers } from './demo-enrolment';

test("every demo family's submitted form passes its business's standard form, so the portal's update can complete", () => {
  for (const business of demoBusinesses(new Date('2026-11-23T12:00:00Z'))) {
    const errors = formValueErrors(standardEnrolmentForm(business.region), demoFormAnswers(business), {
      region: business.region,
      today: '2026-11-23',
    });
    assert.deepEqual(errors, [], business.key);
  }
});
