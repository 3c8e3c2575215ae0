export {
  DOCUMENTS_ERROR_KEYS,
  MAX_UPLOAD_BYTES,
  documentExpiryErrors,
  fileSizeError,
  isDocumentExpired,
  type DocumentsErrorKey,
  type ExpiryRules,
} from './documents';
