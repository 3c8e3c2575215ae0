// @cc/ui/draft: keeping a form in progress in local storage. No React, so Node tests and flows' schemas import it.
export { browserStorage } from './browserStorage';
export { createDraftStore, type Draft, type DraftScope, type DraftStore, type DraftStoreOptions } from './draftStore';
export { linkCodeMemory, type LinkCodeMemory } from './linkCodeMemory';
export { MemoryStorage } from './memoryStorage';
