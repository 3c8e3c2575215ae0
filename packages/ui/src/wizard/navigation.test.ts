import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backPosition, nextPosition, positionOfPaths, positionToken, validPosition } from './navigation';
import { parsePositionToken, reachablePosition } from './followHostStep';
import type { WizardStep } from './step';

interface ToyValues {
  children: Array<{ name: string; programs: string[] }>;
}

const label = { id: 'x', defaultMessage: 'x' };

function step(id: string, extra: Partial<WizardStep<ToyValues>> = {}): WizardStep<ToyValues> {
  return { id, label, pages: () => 1, validate: () => [], render: () => null, ...extra };
}

const perChild = step('schedule', { pages: (v) => v.children.length, perChild: true });
const programs = step('programs', {
  pages: () => 2,
  initialPage: (v) => (v.children.some((c) => c.programs.length > 0) ? 1 : 0),
  pageOf: (path) => (path.includes('programSchedules') ? 1 : undefined),
});
const register = step('register', {
  pageOf: (path) => (/^(firstName|lastName|email|phoneNumber)/.test(path) ? 0 : undefined),
});

function values(children = 2): ToyValues {
  return { children: Array.from({ length: children }, (_, i) => ({ name: `child ${i}`, programs: [] })) };
}

test('a dynamic step runs once per child before the next step', () => {
  const steps = [register, perChild, step('review')];
  const v = values(3);
  let at = nextPosition(steps, { step: 0, page: 0 }, v);
  const seen = [];
  while (at !== 'submit') {
    seen.push(at);
    at = nextPosition(steps, at, v);
  }
  assert.deepEqual(seen, [
    { step: 1, page: 0 },
    { step: 1, page: 1 },
    { step: 1, page: 2 },
    { step: 2, page: 0 },
  ]);
});

test('entering the programs step opens the group page, or the list when a child has schedules', () => {
  const steps = [register, programs];
  const v = values(1);
  assert.deepEqual(nextPosition(steps, { step: 0, page: 0 }, v), { step: 1, page: 0 });
  v.children[0]!.programs = ['p'];
  assert.deepEqual(nextPosition(steps, { step: 0, page: 0 }, v), { step: 1, page: 1 });
});

test('Back goes to the previous page, then to the last page of the previous step, and leaves from the first', () => {
  const steps = [register, perChild, step('review')];
  const v = values(2);
  assert.deepEqual(backPosition(steps, { step: 2, page: 0 }, v), { step: 1, page: 1 });
  assert.deepEqual(backPosition(steps, { step: 1, page: 1 }, v), { step: 1, page: 0 });
  assert.deepEqual(backPosition(steps, { step: 1, page: 0 }, v), { step: 0, page: 0 });
  assert.equal(backPosition(steps, { step: 0, page: 0 }, v), 'leave');
});

test('a position that no longer exists is brought back into range', () => {
  const steps = [register, perChild];
  assert.deepEqual(validPosition(steps, { step: 1, page: 4 }, values(2)), { step: 1, page: 1 });
  assert.deepEqual(validPosition(steps, { step: 7, page: 0 }, values(0)), { step: 1, page: 0 });
  assert.deepEqual(validPosition(steps, { step: -1, page: -1 }, values(1)), { step: 0, page: 0 });
});

test('server errors lead to the first step and page that show one of their fields', () => {
  const steps = [register, programs, step('review')];
  const v = values(1);
  assert.deepEqual(positionOfPaths(steps, ['children.0.programSchedules.0.days', 'email'], v), { step: 0, page: 0 });
  assert.deepEqual(positionOfPaths(steps, ['children.0.programSchedules.0.days'], v), { step: 1, page: 1 });
  assert.equal(positionOfPaths(steps, [''], v), undefined);
});

test('Forward or a reload reaches the asked position only through pages that validate', () => {
  const context = { region: 'AU' as const, today: '2026-03-01' };
  const named = step('names', {
    validate: (v: ToyValues) =>
      v.children.every((c) => c.name !== '') ? [] : [{ path: 'children', key: 'validation.required' }],
  });
  const steps = [register, named, perChild, step('review')];
  const v = values(2);
  assert.deepEqual(reachablePosition(steps, { step: 3, page: 0 }, v, context), { step: 3, page: 0 });
  assert.deepEqual(reachablePosition(steps, { step: 2, page: 1 }, v, context), { step: 2, page: 1 });
  // A name emptied since: the family stops on the page that asks for it, not beyond.
  v.children[1]!.name = '';
  assert.deepEqual(reachablePosition(steps, { step: 3, page: 0 }, v, context), { step: 1, page: 0 });
  // Past the end or past the last child: the nearest position that exists.
  v.children[1]!.name = 'Max';
  assert.deepEqual(reachablePosition(steps, { step: 9, page: 0 }, v, context), { step: 3, page: 0 });
  assert.deepEqual(reachablePosition(steps, { step: 2, page: 7 }, v, context), { step: 2, page: 1 });
});

test('a position is written "step.page" from 1 and read back; anything else is no position', () => {
  assert.equal(positionToken({ step: 2, page: 0 }), '3.1');
  assert.deepEqual(parsePositionToken('3.1'), { step: 2, page: 0 });
  assert.deepEqual(parsePositionToken('2'), { step: 1, page: 0 });
  for (const bad of [null, '', 'x', '1.', '-1', '0', '1.0', '1.2.3'])
    assert.equal(parsePositionToken(bad), undefined, String(bad));
});
