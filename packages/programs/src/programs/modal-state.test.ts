import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScheduleDraft } from '@cc/core';
import type { ChildValues } from '../values';
import {
  currentDraft,
  modalAction,
  modalReducer,
  openModalState,
  savedDrafts,
  type ModalEvent,
  type ModalState,
} from './modal-state';

const ORDER = ['ava', 'ben', 'cal'];
const FRESH: ScheduleDraft = { cycleType: 'Weekly', days: [] };
const run = (state: ModalState, ...events: ModalEvent[]) =>
  events.reduce((current, event) => modalReducer(current, event, ORDER, FRESH), state);

const monday: ScheduleDraft = {
  cycleType: 'Weekly',
  days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
  startDate: '2030-02-04',
};
const tuesday: ScheduleDraft = { ...monday, days: [{ dayOfWeek: 'TUESDAY', week: 'WEEK1' }] };

const child = (key: string, draft?: ScheduleDraft): ChildValues => ({
  key,
  firstName: key,
  lastName: 'Lee',
  dateOfBirth: '2027-01-01',
  programSchedules: draft
    ? [
        {
          programId: 'p1',
          programName: 'Joeys',
          careType: 'LDC',
          availablePlaces: 3,
          cycleType: draft.cycleType,
          days: draft.days,
          startDate: draft.startDate ?? '',
        },
      ]
    : [],
});

test('opening ticks the children that have the program, with their schedule saved', () => {
  const state = openModalState([child('ava', monday), child('ben')], 'p1');
  assert.deepEqual(state.selected, ['ava']);
  assert.equal(state.different, false);
  assert.deepEqual(state.schedules.ava, { status: 'finished', saved: monday });
  assert.deepEqual(state.schedules.ben, { status: 'unselected' });
});

test('opening with two different saved schedules turns "different schedules" on', () => {
  assert.equal(openModalState([child('ava', monday), child('ben', tuesday)], 'p1').different, true);
  assert.equal(openModalState([child('ava', monday), child('ben', monday)], 'p1').different, false);
});

test('Select, then Update once the days change, then Deselect', () => {
  let state = run(openModalState([child('ava')], 'p1'), { type: 'tick', childKey: 'ava', checked: true });
  assert.equal(modalAction(state, ['ava']), 'select');
  state = run(state, { type: 'edit', childKeys: ['ava'], draft: monday }, { type: 'select', childKeys: ['ava'] });
  assert.deepEqual(savedDrafts(state), { ava: monday });
  assert.equal(modalAction(state, ['ava']), 'deselect');
  state = run(state, { type: 'edit', childKeys: ['ava'], draft: tuesday });
  assert.equal(modalAction(state, ['ava']), 'update');
  assert.deepEqual(savedDrafts(state), { ava: monday }, 'an edit is not saved until Update');
  state = run(state, { type: 'select', childKeys: ['ava'] });
  assert.deepEqual(savedDrafts(state), { ava: tuesday });
  state = run(state, { type: 'deselect', childKeys: ['ava'] });
  assert.deepEqual(savedDrafts(state), { ava: undefined });
  assert.deepEqual(state.selected, []);
});

test('Select on an untouched schedule saves the starting schedule the selector shows', () => {
  const state = run(
    openModalState([child('ava')], 'p1'),
    { type: 'tick', childKey: 'ava', checked: true },
    { type: 'select', childKeys: ['ava'] },
  );
  assert.deepEqual(savedDrafts(state), { ava: FRESH });
});

test('closing drops a schedule never selected and puts back the saved one', () => {
  const state = run(
    openModalState([child('ava', monday), child('ben')], 'p1'),
    { type: 'different', on: true },
    { type: 'tick', childKey: 'ben', checked: true },
    { type: 'edit', childKeys: ['ava'], draft: tuesday },
    { type: 'edit', childKeys: ['ben'], draft: tuesday },
    { type: 'close' },
  );
  assert.deepEqual(savedDrafts(state), { ava: monday, ben: undefined });
});

test('shared schedules: a ticked child starts from the shared schedule and edits reach every ticked child', () => {
  let state = run(
    openModalState([child('ava', monday), child('ben'), child('cal')], 'p1'),
    { type: 'tick', childKey: 'cal', checked: true },
    { type: 'tick', childKey: 'ben', checked: true },
  );
  assert.deepEqual(state.selected, ['ava', 'ben', 'cal'], 'ticked children keep the order they were entered in');
  assert.deepEqual(currentDraft(state, 'ben', FRESH), monday);
  assert.equal(modalAction(state, state.selected), 'select');
  state = run(state, { type: 'select', childKeys: state.selected });
  assert.deepEqual(savedDrafts(state), { ava: monday, ben: monday, cal: monday });
});

test('turning "different schedules" off copies the first ticked child\'s schedule to the others', () => {
  const state = run(openModalState([child('ava', monday), child('ben', tuesday)], 'p1'), {
    type: 'different',
    on: false,
  });
  assert.equal(state.different, false);
  assert.deepEqual(currentDraft(state, 'ben', FRESH), monday);
  assert.equal(modalAction(state, ['ben']), 'update');
  assert.notEqual(currentDraft(state, 'ben', FRESH).days, currentDraft(state, 'ava', FRESH).days, 'a copy');
});

test('unticking a child takes its schedule off', () => {
  const state = run(openModalState([child('ava', monday)], 'p1'), {
    type: 'tick',
    childKey: 'ava',
    checked: false,
  });
  assert.deepEqual(state.selected, []);
  assert.deepEqual(savedDrafts(state), { ava: undefined });
});
