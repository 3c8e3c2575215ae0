import type { ValidationCatalogue } from './catalogue';

/** The keys of DOCUMENTS_ERROR_KEYS (@cc/core, documents/); a missing expiry date uses `required`. */
export type DocumentsMessageKey = 'file-too-large' | 'document-expired';

export const documentsValidationMessages: ValidationCatalogue<DocumentsMessageKey> = {
  US: {
    'file-too-large': 'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
    'document-expired': 'This document has expired',
  },
};
