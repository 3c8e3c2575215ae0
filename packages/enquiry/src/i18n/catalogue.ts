// The enquiry's own catalogue per region, merged into the widget's IntlProvider over the shared and validation
// messages. Every id of the flow's messages is in it (US wording by default), so error keys that are message ids
// (the known-child message) translate through `formatMessage({ id })` like core's keys do.
import type { Region } from '@cc/core';
import type { MessageCatalogue } from '@cc/ui';
import { CENTRE_SELECTION_REGION_MESSAGES } from '@cc/programs/messages';
import {
  childrenMessages,
  ENQUIRY_REGION_OVERRIDES,
  flowMessages,
  LATER_PARTS_AU_OVERRIDES,
  registerMessages,
  stepMessages,
} from './messages';

const OWN = [stepMessages, registerMessages, childrenMessages, flowMessages];

function defaults(): MessageCatalogue {
  const catalogue: MessageCatalogue = {};
  for (const group of OWN) {
    for (const message of Object.values(group)) catalogue[message.id] = String(message.defaultMessage);
  }
  return catalogue;
}

function forRegion(region: Region): MessageCatalogue {
  const overrides = region === 'US' ? {} : ENQUIRY_REGION_OVERRIDES[region];
  const laterParts = region === 'AU' ? LATER_PARTS_AU_OVERRIDES : {};
  return { ...defaults(), ...overrides, ...laterParts, ...CENTRE_SELECTION_REGION_MESSAGES[region] };
}

export const ENQUIRY_MESSAGES: Record<Region, MessageCatalogue> = {
  US: forRegion('US'),
  CA: forRegion('CA'),
  AU: forRegion('AU'),
};
