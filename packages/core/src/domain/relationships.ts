// A module of its own: the list lands only where a screen offers it, not in the runtime with the other enums.
export const RELATIONSHIP_TYPES = [
  'parent',
  'sibling',
  'stepparent',
  'grandparent',
  'relative',
  'fosterparent',
  'legalguardian',
  'familyfriend',
  'caretaker',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
