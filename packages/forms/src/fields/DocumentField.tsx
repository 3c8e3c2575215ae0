import { useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { fileSizeError } from '@cc/core';
import { ErrorText, FIELD_SUBSCRIPTION, fieldId, useVisibleError, type ErrorLeaf } from '@cc/ui';
import { DateField } from '@cc/ui/date-field';
import { useFormRenderer } from '../context';
import { formRendererMessages as m } from '../messages';
import { OpenDocumentButton } from './OpenDocumentButton';

/** A Document field's value: the stored upload, and its expiry date (shown, so mandatory). */
export interface DocumentValue {
  fileId: string;
  fileName: string;
  expiryDate?: string;
}

export interface DocumentFieldProps {
  name: string;
  label: string;
  required: boolean;
  disabled?: boolean;
  helpText?: string;
}

/**
 * A file the family uploads (PDF, JPEG, PNG or HEIC, at most 10 MB) with its expiry date. A file past the limit is
 * refused here before any byte is sent; the server checks size and type again from the bytes.
 */
export function DocumentField({ name, label, required, disabled, helpText }: DocumentFieldProps) {
  const intl = useIntl();
  const { region, uploadDocument, documents } = useFormRenderer();
  const { input, meta } = useField<DocumentValue | undefined>(name, { subscription: FIELD_SUBSCRIPTION });
  const fieldError = useVisibleError(meta);
  const [uploadError, setUploadError] = useState<ErrorLeaf>();
  const [uploading, setUploading] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseLabel = useRef<HTMLLabelElement>(null);
  const id = fieldId(name);
  const error = uploadError ?? fieldError;
  const value = input.value || undefined;

  const choose = async (file: File | undefined) => {
    if (!file || uploading !== undefined) return;
    setUploadError(undefined);
    const tooLarge = fileSizeError(file.size);
    if (tooLarge) return setUploadError(tooLarge);
    if (!uploadDocument) return setUploadError('upload-failed');
    setUploading(file.name);
    const result = await uploadDocument(file).catch(() => ({ ok: false as const, key: 'upload-failed' }));
    setUploading(undefined);
    if (!result.ok) return setUploadError(result.key);
    input.onChange({ fileId: result.fileId, fileName: result.fileName, expiryDate: value?.expiryDate ?? '' });
    input.onBlur();
  };

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="cc-form-group cc-document"
      data-field
      data-testid={id}
      data-has-error={error !== undefined ? '' : undefined}
      aria-describedby={error !== undefined ? `${id}-error` : helpText ? `${id}-help` : undefined}
    >
      <legend className="cc-native-label" data-required={required ? '' : undefined}>
        {label}
      </legend>
      {helpText && (
        <p className="cc-native-help" id={`${id}-help`}>
          {helpText}
        </p>
      )}
      {/* The browser's own file control reads "No file chosen" beside a stored file: it is hidden, and its label is the
          button a parent taps, saying what it does now (choose a file, or another). */}
      <input
        ref={fileInput}
        id={`${id}-file`}
        data-testid={`${id}-file`}
        className="cc-document__input"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/heic,.pdf,.jpg,.jpeg,.png,.heic"
        // Not disabled while a file uploads: disabling the focused control would drop a keyboard user's focus to the
        // top of the page; a second file meanwhile is ignored (choose) and the button looks unavailable.
        disabled={disabled}
        aria-disabled={uploading !== undefined ? 'true' : undefined}
        aria-label={`${label}: ${intl.formatMessage(value ? m.replaceFile : m.chooseFile)}`}
        // The input itself is a 1 px box at the button's top edge: the button is what must come into view.
        onFocus={() => chooseLabel.current?.scrollIntoView?.({ block: 'nearest' })}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label ref={chooseLabel} htmlFor={`${id}-file`} className="cc-document__choose" aria-hidden="true">
        {intl.formatMessage(value ? m.replaceFile : m.chooseFile)}
      </label>
      <div className="cc-document__row">
        <span role="status" className="cc-document__status" data-testid={`${id}-status`}>
          {uploading !== undefined
            ? intl.formatMessage(m.uploading, { name: uploading })
            : value
              ? intl.formatMessage(m.uploaded, { name: value.fileName })
              : ''}
        </span>
        {value && (
          <span className="cc-document__actions">
            {uploading === undefined && documents && (
              <OpenDocumentButton
                fileId={value.fileId}
                fileName={value.fileName}
                access={documents}
                testId={`${id}-open`}
                onFailed={() => setUploadError('upload-failed')}
              />
            )}
            {!disabled && (
              <SlButton
                variant="text"
                data-testid={`${id}-remove`}
                aria-label={intl.formatMessage(m.removeFileNamed, { name: value.fileName })}
                onClick={() => {
                  setUploadError(undefined);
                  input.onChange(undefined);
                  // The button goes with the file: the focus goes to choosing one, not to the top of the page.
                  fileInput.current?.focus();
                }}
              >
                {intl.formatMessage(m.removeFile)}
              </SlButton>
            )}
          </span>
        )}
      </div>
      {error !== undefined && <ErrorText error={error} id={`${id}-error`} />}
      {value && (
        <DateField
          name={`${name}.expiryDate`}
          label={intl.formatMessage(m.expiryDate)}
          region={region}
          required
          disabled={disabled}
        />
      )}
    </fieldset>
  );
}
