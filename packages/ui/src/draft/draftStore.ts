// A form in progress, kept in local storage so a family who leaves and comes back finds what they typed, at the step
// they were on, with the same idempotency key (a retry after a lost response returns the first result). Kept per
// link code, or per business when the element is embedded without one. What is read back is checked against the
// flow's superstruct schema: a draft of another release, another product on the same origin or a hand edit is
// dropped, and mask() strips fields this release does not know, so old extras never reach the form.
import { integer, literal, mask, min, object, size, string, type Struct } from 'superstruct';
import { removeQuietly } from './browserStorage';

export interface Draft<V> {
  version: number;
  values: V;
  /** Wizard position. */
  step: number;
  page: number;
  idempotencyKey: string;
}

export interface DraftScope {
  linkCode?: string;
  businessId?: string;
}

export interface DraftStore<V> {
  readonly version: number;
  /** The storage key: per link code, else per business; none when neither is known yet. */
  key(scope: DraftScope): string | undefined;
  /** The stored draft, or undefined; anything unreadable is removed so it cannot fail again. */
  load(storage: Storage | undefined, key: string | undefined): Draft<V> | undefined;
  save(storage: Storage | undefined, key: string | undefined, draft: Draft<V>): void;
  clear(storage: Storage | undefined, key: string | undefined): void;
}

export interface DraftStoreOptions<V> {
  /** The flow's name, part of every key (`cc-<flow>:draft:...`). */
  flow: string;
  /** The flow's form values; a stored draft that does not match is dropped. */
  values: Struct<V, unknown>;
  /** Raised when the values change shape incompatibly: older drafts are then dropped. */
  version: number;
}

export function createDraftStore<V>({ flow, values, version }: DraftStoreOptions<V>): DraftStore<V> {
  const prefix = `cc-${flow}:draft:`;
  const schema = object({
    version: literal(version),
    values,
    step: min(integer(), 0),
    page: min(integer(), 0),
    idempotencyKey: size(string(), 8, 100),
  });
  return {
    version,
    key: (scope) => {
      if (scope.linkCode) return `${prefix}link:${scope.linkCode}`;
      if (scope.businessId) return `${prefix}business:${scope.businessId}`;
      return undefined;
    },
    load: (storage, key) => {
      if (!storage || !key) return undefined;
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      try {
        return mask(JSON.parse(raw), schema) as unknown as Draft<V>;
      } catch {
        removeQuietly(storage, key);
        return undefined;
      }
    },
    save: (storage, key, draft) => {
      if (!storage || !key) return;
      try {
        storage.setItem(key, JSON.stringify(draft));
      } catch {
        // Full or refused storage: the family can still finish in this visit; only resuming later is lost.
      }
    },
    clear: (storage, key) => {
      if (storage && key) removeQuietly(storage, key);
    },
  };
}
