import { defineMessages } from 'react-intl';

/** The renderer's own words around a centre's fields (the fields' labels are the centre's). */
type NoValues = Record<string, never>;

export const formRendererMessages = defineMessages<{
  summaryTitle: NoValues;
  summaryItem: { label: string | number; message: string | number };
  addItem: { title: string | number };
  removeItem: { title: string | number; number: string | number };
  itemTitle: { title: string | number; number: string | number };
  noItems: NoValues;
  selectPlaceholder: NoValues;
  address1: NoValues;
  address2: NoValues;
  city: NoValues;
  state: NoValues;
  postalCode: NoValues;
  country: NoValues;
  countryName: NoValues;
  chooseFile: NoValues;
  replaceFile: NoValues;
  removeFile: NoValues;
  openFile: NoValues;
  openFileNamed: { name: string | number };
  removeFileNamed: { name: string | number };
  uploading: { name: string | number };
  uploaded: { name: string | number };
  expiryDate: NoValues;
  signHere: NoValues;
  signaturePad: NoValues;
  clearSignature: NoValues;
  typeInstead: NoValues;
  drawInstead: NoValues;
  typedName: NoValues;
  signed: NoValues;
  signedAs: { name: string | number };
  yes: NoValues;
  goBack: NoValues;
  submit: NoValues;
  reviewIntro: NoValues;
  no: NoValues;
  notAnswered: NoValues;
  noChildren: NoValues;
  noContacts: NoValues;
}>({
  summaryTitle: { id: 'forms.summaryTitle', defaultMessage: 'Please fix these before you go on' },
  summaryItem: { id: 'forms.summaryItem', defaultMessage: '{label}: {message}' },
  addItem: { id: 'forms.addItem', defaultMessage: 'Add {title}' },
  removeItem: { id: 'forms.removeItem', defaultMessage: 'Remove {title} {number}' },
  itemTitle: { id: 'forms.itemTitle', defaultMessage: '{title} {number}' },
  noItems: { id: 'forms.noItems', defaultMessage: 'None added.' },
  selectPlaceholder: { id: 'forms.selectPlaceholder', defaultMessage: 'Select…' },
  address1: { id: 'forms.address1', defaultMessage: 'Street address' },
  address2: { id: 'forms.address2', defaultMessage: 'Apartment, unit or suite (optional)' },
  city: { id: 'forms.city', defaultMessage: 'City' },
  state: { id: 'forms.state', defaultMessage: 'State' },
  postalCode: { id: 'forms.postalCode', defaultMessage: 'ZIP code' },
  country: { id: 'forms.country', defaultMessage: 'Country' },
  countryName: { id: 'forms.countryName', defaultMessage: 'United States' },
  chooseFile: { id: 'forms.chooseFile', defaultMessage: 'Choose a file' },
  replaceFile: { id: 'forms.replaceFile', defaultMessage: 'Choose another file' },
  removeFile: { id: 'forms.removeFile', defaultMessage: 'Remove' },
  openFile: { id: 'forms.openFile', defaultMessage: 'Open' },
  // The buttons' names for a screen reader: which file they open or remove (the visible word comes first).
  openFileNamed: { id: 'forms.openFileNamed', defaultMessage: 'Open {name}' },
  removeFileNamed: { id: 'forms.removeFileNamed', defaultMessage: 'Remove {name}' },
  uploading: { id: 'forms.uploading', defaultMessage: 'Uploading {name}…' },
  uploaded: { id: 'forms.uploaded', defaultMessage: 'Uploaded: {name}' },
  expiryDate: { id: 'forms.expiryDate', defaultMessage: 'Expiry date' },
  signHere: { id: 'forms.signHere', defaultMessage: 'Sign in the box with your finger or mouse.' },
  signaturePad: { id: 'forms.signaturePad', defaultMessage: 'Signature pad' },
  clearSignature: { id: 'forms.clearSignature', defaultMessage: 'Clear' },
  typeInstead: { id: 'forms.typeInstead', defaultMessage: 'Type my name instead' },
  drawInstead: { id: 'forms.drawInstead', defaultMessage: 'Draw my signature instead' },
  typedName: { id: 'forms.typedName', defaultMessage: 'Type your full name' },
  signed: { id: 'forms.signed', defaultMessage: 'Signed' },
  signedAs: { id: 'forms.signedAs', defaultMessage: 'Signed as {name}' },
  yes: { id: 'forms.yes', defaultMessage: 'Yes' },
  goBack: { id: 'forms.goBack', defaultMessage: 'Go Back' },
  submit: { id: 'forms.submit', defaultMessage: 'Submit' },
  reviewIntro: { id: 'forms.reviewIntro', defaultMessage: 'Check your answers. Use Back to change any of them.' },
  no: { id: 'forms.no', defaultMessage: 'No' },
  notAnswered: { id: 'forms.notAnswered', defaultMessage: 'Not answered' },
  noChildren: { id: 'forms.noChildren', defaultMessage: 'Add a child first.' },
  noContacts: { id: 'forms.noContacts', defaultMessage: 'Add a contact first.' },
});

/**
 * Upload refusals the server names by key (POST /uploads), in the family's words ("file-too-large" is a rule message,
 * @cc/ui's). The offer's cap counts every file attached to it, removed from the form or not, so its way out is the
 * centre, never "remove one".
 */
export const uploadErrorMessages = defineMessages<{
  'file-type-not-allowed': NoValues;
  'offer-upload-limit': NoValues;
  'client-upload-limit': NoValues;
  'offer-closed': NoValues;
  'upload-failed': NoValues;
}>({
  'file-type-not-allowed': {
    id: 'file-type-not-allowed',
    defaultMessage: 'This file type cannot be uploaded. Please choose a PDF, JPEG, PNG or HEIC file.',
  },
  'offer-upload-limit': {
    id: 'offer-upload-limit',
    defaultMessage:
      'You have uploaded as much as this offer allows. Please contact the center if you need to add another document.',
  },
  'client-upload-limit': {
    id: 'client-upload-limit',
    defaultMessage: 'Too many uploads from this device in the last hour. Please try again later.',
  },
  'offer-closed': { id: 'offer-closed', defaultMessage: 'This offer no longer takes documents.' },
  'upload-failed': { id: 'upload-failed', defaultMessage: 'Unable to process the request' },
});
