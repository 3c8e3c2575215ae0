// @cc/ui/subsidy-checklist: Australia's Child Care Subsidy checklist, loaded by the offer's acknowledgement and the
// portal's card only once an Australian offer is accepted (never on a flow's first screen).
export {
  SubsidyChecklist,
  subsidyChecklistCss,
  type SubsidyChecklistData,
  type SubsidyChecklistProps,
} from './SubsidyChecklist';
export { ConnectedSubsidyChecklist, type SubsidyChecklistSource } from './ConnectedSubsidyChecklist';
export { subsidyMessages } from './messages';
export {
  SubsidyChecklistForLinkCodeDocument,
  SubsidyChecklistForOfferDocument,
  TickSubsidyStepDocument,
} from './subsidyChecklist.graphql.generated';
