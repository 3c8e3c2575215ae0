import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of DOCUMENTS_ERROR_KEYS (@cc/core, documents/); a missing expiry date uses `required`. */
export type DocumentsMessageKey = 'file-too-large' | 'document-expired';

export const documentsValidationMessages: Record<DocumentsMessageKey, MessageDescriptor> = defineMessages({
  'file-too-large': {
    id: 'file-too-large',
    defaultMessage: 'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
  },
  'document-expired': { id: 'document-expired', defaultMessage: 'This document has expired' },
});
