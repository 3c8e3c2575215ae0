// A link's landing page keeps the link code (spec: "the link code is kept in local storage"), so a later route of
// the same flow that carries no code (e.g. the enquiry's /inquiry/form) continues with it.

export interface LinkCodeMemory {
  remember(storage: Storage | undefined, linkCode: string): void;
  remembered(storage: Storage | undefined): string | undefined;
}

const LINK_CODE = /^[A-Za-z0-9_-]{1,200}$/;

export function linkCodeMemory(flow: string): LinkCodeMemory {
  const key = `cc-${flow}:link-code`;
  return {
    remember: (storage, linkCode) => {
      try {
        storage?.setItem(key, linkCode);
      } catch {
        // The flow then asks for what the code would have told it; nothing is lost.
      }
    },
    remembered: (storage) => {
      try {
        const value = storage?.getItem(key);
        return value && LINK_CODE.test(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
