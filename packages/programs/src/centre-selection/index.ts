export { CentreSelection, type CentreSelectionProps } from './CentreSelection';
export { CENTRE_SELECTION_REGION_MESSAGES, centreSelectionMessages } from './messages';
export { isCentreSelectable, type ChosenCentre } from './centres';
