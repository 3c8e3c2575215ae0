// @cc/programs/messages: the choice's message catalogues without its components, so a flow's catalogue (and a Node
// test of it) can merge them without loading React, Apollo or Shoelace.
export { PROGRAMS_CATALOGUES } from './catalogues';
export { centreSelectionMessages } from './centre-selection/messages';
