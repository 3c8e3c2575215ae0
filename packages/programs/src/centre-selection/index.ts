export { CentreSelection, type CentreSelectionProps } from './CentreSelection';
export { centreSelectionMessages } from './messages';
export { isCentreSelectable, type ChosenCentre } from './centres';
export { useEarlyCentres, useEarlyCentresOfCentre, usePrefetchLinkCentres, type EarlyCentres } from './useCentres';
