import { defineMessages } from 'react-intl';

/** Words of the bound fields themselves; labels of the questions come from the flows. */
export const fieldMessages = defineMessages({
  phoneNumber: { id: 'fields.phoneNumber', defaultMessage: 'Phone number' },
  phoneType: { id: 'fields.phoneType', defaultMessage: 'Phone type' },
  phoneTypeMobile: { id: 'fields.phoneType.Mobile', defaultMessage: 'Mobile' },
  phoneTypeHome: { id: 'fields.phoneType.Home', defaultMessage: 'Home' },
  phoneTypeWork: { id: 'fields.phoneType.Work', defaultMessage: 'Work' },
  yes: { id: 'fields.yes', defaultMessage: 'Yes' },
  no: { id: 'fields.no', defaultMessage: 'No' },
});
