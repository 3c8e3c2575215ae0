// @cc/programs/messages: the choice's message catalogues without its components, so a flow's catalogue (and a Node
// test of it) can merge them without loading React, Apollo or Shoelace.
export { CENTRE_SELECTION_REGION_MESSAGES, centreSelectionMessages } from './centre-selection/messages';
