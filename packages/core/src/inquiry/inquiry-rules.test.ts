import { test } from 'node:test';
import assert from 'node:assert/strict';
import { money } from '../money/money';
import { applicationFeeTotal, type ApplicationFeePlace } from './application-fee';
import { inquiryApplicationState } from './application-state';
import { matchKey, toE164 } from './person-key';
import { cycleTypesForProgram, isCasualForced, isCycleTypeChoiceShownFor } from './program-cycle-types';
import type { EnrollmentOption } from '../domain/enums';
import type { Region } from '../region/region';

test('one waitlisted schedule puts the whole enquiry on the waitlist', () => {
  assert.equal(
    inquiryApplicationState('INQUIRE_OFFER_ENROLLMENT', ['NEW', 'APPROVAL_WAITLIST_PENDING']),
    'ON_WAITLIST',
  );
  assert.equal(
    inquiryApplicationState('INQUIRE_PROGRAM_ENROLLMENT_APPROVE', ['APPROVAL_WAITLIST_PENDING']),
    'ON_WAITLIST',
  );
});

test('with places, the program-approval flow waits for approval and the others start as the applicant left them', () => {
  assert.equal(inquiryApplicationState('INQUIRE_PROGRAM_ENROLLMENT_APPROVE', ['NEW', 'NEW']), 'APPROVAL_PENDING');
  assert.equal(inquiryApplicationState('INQUIRE_OFFER_ENROLLMENT', ['NEW']), 'APPLICANT_INITIATED');
  assert.equal(inquiryApplicationState('INQUIRE_PROGRAM_FORM_PAY_APPROVE', ['NEW']), 'APPLICANT_INITIATED');
});

const usd = (cents: number) => money(cents, 'USD');
const place = (programId: string, childKey: string, cents: number, feeType: ApplicationFeePlace['feeType']) => ({
  programId,
  childKey,
  fee: usd(cents),
  feeType,
});

test('per child and per place fees add up for each child or place', () => {
  const places = [
    place('infant', 'ava', 7500, 'PERCHILD'),
    place('infant', 'ben', 7500, 'PERCHILD'),
    place('swim', 'ava', 1000, 'PERPLACE'),
    place('swim', 'ava', 1000, 'PERPLACE'),
    place('swim', 'ben', 1000, 'PERPLACE'),
  ];
  assert.deepEqual(applicationFeeTotal(places, 'USD'), usd(2 * 7500 + 3 * 1000));
});

test('per-application fees are fixed: across programs only the highest is paid', () => {
  const places = [
    place('camp', 'ava', 5000, 'PERAPPLICATION'),
    place('camp', 'ben', 5000, 'PERAPPLICATION'),
    place('club', 'ava', 3000, 'PERAPPLICATION'),
    place('toddler', 'ben', 9999, null),
  ];
  assert.deepEqual(applicationFeeTotal(places, 'USD'), usd(5000));
  assert.deepEqual(applicationFeeTotal([], 'USD'), usd(0));
});

test('names and emails match trimmed and case-insensitively; phones match in E.164', () => {
  assert.equal(matchKey('  Emily.Johnson@Example.COM '), 'emily.johnson@example.com');
  assert.equal(matchKey(null), '');
  assert.equal(toE164('(312) 555-0199'), '+13125550199');
  assert.equal(toE164('+1 312 555 0199'), '+13125550199');
  assert.equal(toE164('+61 412 345 678'), '+61412345678');
  assert.equal(toE164('555'), undefined);
  assert.equal(toE164(''), undefined);
});

test('cycle types for a program: casual-only forces casual, permanent-only drops it, the centre decides the rest', () => {
  const types = (programOption: EnrollmentOption, centreOption: EnrollmentOption, region: Region, isNewFamily = true) =>
    cycleTypesForProgram({ programOption, centreOption, region, isNewFamily });
  assert.deepEqual(types('CASUALONLY', 'PERMANENTONLY', 'US'), ['Casual']);
  assert.deepEqual(types('PERMANENTONLY', 'PERMANENTANDCASUAL', 'US'), ['Weekly', 'Biweekly']);
  assert.deepEqual(types('PERMANENTANDCASUAL', 'PERMANENTANDCASUAL', 'AU'), ['Weekly', 'Casual']);
  assert.deepEqual(types('PERMANENTANDCASUAL', 'CASUALONLY', 'US'), ['Casual']);
  assert.deepEqual(types('PERMANENTONLY', 'CASUALONLY', 'CA'), []);
  // Cherry Creek's Toddler Room: the row takes casual, the centre does not, so no casual.
  assert.deepEqual(types('PERMANENTANDCASUAL', 'PERMANENTONLY', 'US'), ['Weekly', 'Biweekly']);
  assert.deepEqual(types('PERMANENTANDCASUAL', 'PERMANENTONLY', 'AU'), ['Weekly']);
  // Biweekly is for new US families only.
  assert.deepEqual(types('PERMANENTANDCASUAL', 'PERMANENTANDCASUAL', 'US', false), ['Weekly', 'Casual']);
});

test('the schedule-type choice hides when Weekly is all there is; casual is forced when it is all there is', () => {
  assert.equal(isCycleTypeChoiceShownFor(['Weekly']), false);
  assert.equal(isCycleTypeChoiceShownFor(['Weekly', 'Biweekly']), true);
  assert.equal(isCycleTypeChoiceShownFor(['Casual']), true);
  assert.equal(isCasualForced(['Casual']), true);
  assert.equal(isCasualForced(['Weekly', 'Casual']), false);
  assert.equal(isCasualForced([]), false);
});
