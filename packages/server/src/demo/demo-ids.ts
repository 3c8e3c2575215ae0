// Fixed identifiers of the demo data, so the README, the hosted index and tests can point at them.
// Each id is derived from sha256('demo:<name>') (see demo-ids.test.ts); link codes are the first
// 16 bytes of sha256('demo:<business>') in base64url, so they still carry 128 bits.

export const DEMO_BUSINESS_IDS = {
  mapleGrove: 'e69c8a48-ccc6-4e8b-8d96-7bbb725c665b',
  wattleTree: '110f3f68-f85d-4735-8cda-47aac11daaea',
  northernLights: 'a8933fa4-c097-4466-8988-9e73740ae379',
} as const;
export type DemoBusinessKey = keyof typeof DEMO_BUSINESS_IDS;

export const DEMO_CENTER_IDS = {
  mapleGroveLincolnPark: '382eb58d-3c80-4fc6-8da1-a81476eccca1',
  mapleGroveCherryCreek: '6230b45c-2f47-45fb-809e-664ee6657759',
  /** Its re-enrolment settings are left incomplete on purpose. */
  mapleGroveCapitolHill: '10f7f067-c2c7-43dc-89c5-a5082a62f9fd',
  wattleTreeFitzroy: '6070ff73-4b89-45f0-8af9-644f1847ab4d',
  wattleTreePaddington: 'b43cfdb6-c1e5-41b6-8a73-619b3d6d2955',
  wattleTreeNewFarm: '718bcb74-ae33-4cad-80d0-8102587fda77',
  northernLightsKitsilano: '4eb9e8f9-dead-4ff9-837d-1b2df1d9dc10',
  northernLightsTheAnnex: '84288cc0-e22b-47a8-89ec-b6b9700ca967',
} as const;

export const DEMO_CHILD_IDS = {
  avaJohnson: '71615fec-8c70-499b-8079-78b07a886722',
  miaNguyen: 'e8a87f65-8419-411a-8bda-5834454c98a7',
  noahTremblay: '3d0f5b8e-6c2a-4f71-9a4e-2b7c1d9e8f10',
} as const;

/** Enquiry link codes: the database holds only their sha256 hashes. */
export const DEMO_ENQUIRY_LINK_CODES: Record<DemoBusinessKey, string> = {
  mapleGrove: 'XsPk5gsG02nFjzf5ySlXGw',
  wattleTree: 'MePcerh7_1OfNu5Zdt7ZLQ',
  northernLights: 'Pmy_hcwfB5cQqoljScvZSw',
};

/** Registration link codes, open and closed, per business: sha256('demo:registration:<key>:open'|':closed'), hashed in the database. */
export const DEMO_REGISTRATION_LINK_CODES: Record<DemoBusinessKey, { open: string; closed: string }> = {
  mapleGrove: { open: 'EPLUxwl3gqwdtXvYb201QQ', closed: 'GUeWxbcR-G9uF_RZbqpx9Q' },
  wattleTree: { open: 'm7mtxk584XMc9YcQCgpKjQ', closed: 'POZJLhLvtZ5lQc_8QMeMcg' },
  northernLights: { open: 'iyf30cinESe0lk0vH9MPyQ', closed: 'uRU9jOt4CSKdNqgYvYWUsg' },
};

export const DEMO_SLUGS: Record<DemoBusinessKey, string> = {
  mapleGrove: 'maple-grove',
  wattleTree: 'wattle-tree',
  northernLights: 'northern-lights',
};
