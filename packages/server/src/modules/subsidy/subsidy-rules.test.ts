import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SUBSIDY_STEP_KEYS } from './subsidy.table';
import { canTickSubsidyStep } from './subsidy-rules';

test('linking the CRN waits for the centre to lodge the enrolment; the other steps never wait', () => {
  assert.deepEqual(
    SUBSIDY_STEP_KEYS.map((step) => [step, canTickSubsidyStep(step, false), canTickSubsidyStep(step, true)]),
    [
      ['link-crn-confirm-enrolment', false, true],
      ['check-ccs-percentage', true, true],
      ['keep-details-current', true, true],
    ],
  );
});
