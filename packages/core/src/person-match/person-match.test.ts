import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isBlockedByPersonMatch, PERSON_MATCH_RESULTS, personMatchError, toPersonMatchResult } from './person-match';

test('results are EXACT, EXACTWITHLOGIN, MULTIPLE and NONE, read in either spelling', () => {
  assert.deepEqual(PERSON_MATCH_RESULTS, ['EXACT', 'EXACTWITHLOGIN', 'MULTIPLE', 'NONE']);
  assert.equal(toPersonMatchResult('Exactwithlogin'), 'EXACTWITHLOGIN');
  assert.equal(toPersonMatchResult('none'), 'NONE');
  assert.equal(toPersonMatchResult(undefined), 'NONE');
  assert.equal(toPersonMatchResult('SOMETHING_ELSE'), 'NONE');
});

test('Exact, Exactwithlogin and Multiple block the submit button', () => {
  for (const result of ['Exact', 'Exactwithlogin', 'Multiple'])
    assert.equal(isBlockedByPersonMatch({ result }), true, result);
});

test('no match does not block, unless the phone matches', () => {
  assert.equal(isBlockedByPersonMatch({ result: 'none' }), false);
  assert.equal(isBlockedByPersonMatch({ result: 'none', phoneMatch: true }), true);
});

test('the guardian and the centre see different messages', () => {
  assert.deepEqual(personMatchError({ result: 'EXACT' }, 'guardian'), { path: '', key: 'person-exists' });
  assert.deepEqual(personMatchError({ result: 'EXACT' }, 'centre'), { path: '', key: 'person-exists-centre' });
  assert.equal(personMatchError({ result: 'NONE' }, 'centre'), undefined);
});

test('property: only NONE without a phone match lets the form submit, whatever the letter case', () => {
  const caseOf = (s: string) =>
    fc
      .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
      .map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
  fc.assert(
    fc.property(
      fc.constantFrom(...PERSON_MATCH_RESULTS).chain((r) => fc.tuple(fc.constant(r), caseOf(r))),
      fc.boolean(),
      ([result, spelled], phoneMatch) => {
        return isBlockedByPersonMatch({ result: spelled, phoneMatch }) === (result !== 'NONE' || phoneMatch);
      },
    ),
  );
});
