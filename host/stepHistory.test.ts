import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onStepChange, stepEntryOf, type StepEntry } from './stepHistory';

// A tiny browser history: entries and an index, with pushState dropping what lay ahead, as browsers do.
function browserHistory() {
  const entries: Array<StepEntry | undefined> = [undefined];
  let index = 0;
  const apply = (change: { position: string; from: string }) => {
    const action = onStepChange(entries[index], change);
    if (action.kind === 'back') index -= 1;
    if (action.kind === 'push') {
      if (action.replaceFirst) entries[index] = action.replaceFirst;
      entries.splice(index + 1, entries.length, action.push);
      index += 1;
    }
    return action.kind;
  };
  return { apply, current: () => entries[index]?.at, back: () => (index -= 1), forward: () => (index += 1), entries };
}

test("each Next adds an entry; the wizard's own Back walks history back so Forward still leads on", () => {
  const h = browserHistory();
  assert.equal(h.apply({ position: '2.1', from: '1.1' }), 'push');
  assert.equal(h.apply({ position: '3.1', from: '2.1' }), 'push');
  assert.deepEqual(
    h.entries.map((e) => e?.at),
    ['1.1', '2.1', '3.1'],
  );
  assert.equal(h.apply({ position: '2.1', from: '3.1' }), 'back');
  assert.equal(h.current(), '2.1');
  // The browser's Forward then sets the attribute; the wizard's move it causes changes nothing more.
  h.forward();
  assert.equal(h.apply({ position: '3.1', from: '2.1' }), 'none');
  assert.equal(h.entries.length, 3);
});

test('a wizard restored at a later step has no entry before it to walk back to: its Back adds one', () => {
  const h = browserHistory();
  assert.equal(h.apply({ position: '2.1', from: '3.1' }), 'push');
  assert.deepEqual(
    h.entries.map((e) => e?.at),
    ['3.1', '2.1'],
  );
});

test('history state from elsewhere is no wizard entry', () => {
  assert.equal(stepEntryOf(null), undefined);
  assert.equal(stepEntryOf({ other: 1 }), undefined);
  assert.equal(stepEntryOf({ ccStep: { at: 3 } }), undefined);
  assert.deepEqual(stepEntryOf({ ccStep: { at: '2.1', before: '1.1' } }), { at: '2.1', before: '1.1' });
});
