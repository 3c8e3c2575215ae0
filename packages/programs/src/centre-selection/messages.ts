import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;
type Texts<K extends string> = Record<K, NoValues>;

/** Centre selection texts; the defaults are the spec's US wording. */
export const centreSelectionMessages = defineMessages<
  Texts<
    | 'pageTitle'
    | 'dialogTitle'
    | 'selectNewCenter'
    | 'searchLabel'
    | 'searchPlaceholder'
    | 'notSeeing'
    | 'checkSpelling'
    | 'broadenSearch'
    | 'noCentersFound'
    | 'availableGroup'
    | 'unavailableGroup'
    | 'unavailableHint'
    | 'unavailable'
    | 'searchResults'
    | 'searching'
    | 'schoolLabel'
    | 'save'
    | 'cancel'
    | 'continue'
  > & { resultCount: { count: number }; phone: { number: string } }
>({
  pageTitle: { id: 'enquiry.centreSelection.pageTitle', defaultMessage: 'Select a school' },
  dialogTitle: { id: 'enquiry.centreSelection.dialogTitle', defaultMessage: 'Select a School' },
  selectNewCenter: { id: 'enquiry.centreSelection.selectNewCenter', defaultMessage: 'Select a new center' },
  searchLabel: { id: 'enquiry.centreSelection.searchLabel', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'enquiry.centreSelection.searchPlaceholder',
    defaultMessage: 'Search by school name, state, zip code',
  },
  notSeeing: { id: 'enquiry.centreSelection.notSeeing', defaultMessage: 'Not seeing your school?' },
  checkSpelling: {
    id: 'enquiry.centreSelection.checkSpelling',
    defaultMessage: 'Check the spelling of the school name.',
  },
  broadenSearch: {
    id: 'enquiry.centreSelection.broadenSearch',
    defaultMessage: 'Broaden your search by state or zip code.',
  },
  noCentersFound: { id: 'enquiry.centreSelection.noCentersFound', defaultMessage: 'No centers found' },
  availableGroup: { id: 'enquiry.centreSelection.availableGroup', defaultMessage: 'Available centers' },
  unavailableGroup: { id: 'enquiry.centreSelection.unavailableGroup', defaultMessage: 'Unavailable centers' },
  unavailableHint: {
    id: 'enquiry.centreSelection.unavailableHint',
    defaultMessage: 'These centers are not set up for online enrollment yet.',
  },
  unavailable: { id: 'enquiry.centreSelection.unavailable', defaultMessage: 'Unavailable' },
  searchResults: { id: 'enquiry.centreSelection.searchResults', defaultMessage: 'Search results' },
  searching: { id: 'enquiry.centreSelection.searching', defaultMessage: 'Searching…' },
  resultCount: {
    id: 'enquiry.centreSelection.resultCount',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
  },
  schoolLabel: { id: 'enquiry.centreSelection.schoolLabel', defaultMessage: 'School' },
  phone: { id: 'enquiry.centreSelection.phone', defaultMessage: 'Phone: {number}' },
  save: { id: 'enquiry.centreSelection.save', defaultMessage: 'Save' },
  cancel: { id: 'enquiry.centreSelection.cancel', defaultMessage: 'Cancel' },
  continue: { id: 'enquiry.centreSelection.continue', defaultMessage: 'Continue' },
});
