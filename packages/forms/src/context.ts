import { createContext, useContext } from 'react';
import type { Region } from '@cc/core';
import type { FormDefinition } from '@cc/core/forms';

/** A Document field's upload: the stored file's id and name, or an error key the field shows. */
export type UploadResult = { ok: true; fileId: string; fileName: string } | { ok: false; key: string };

/** Who opens the form's uploaded documents: the family by the offer's link code, the centre's staff by session (null). */
export interface DocumentAccess {
  businessId: string;
  linkCode?: string | null;
}

/** How a form is drawn: filled in, read back (review, preview, an update's locked parts) or printed. */
export type FormMode = 'edit' | 'readonly' | 'print';

export interface FormRendererOptions {
  definition: FormDefinition;
  region: Region;
  /** The centre's today, YYYY-MM-DD (documents expiring before it are refused). */
  today: string;
  mode: FormMode;
  /** Sends a Document field's file to the server (POST /uploads), then links it to the form. */
  uploadDocument?(file: File): Promise<UploadResult>;
  /** Given, a Document field's stored file can be opened (downloaded) through a short-lived link (documentLink). */
  documents?: DocumentAccess;
  /**
   * Fields that cannot change although the form can (an update's filled fields of a child already enrolled); asked of
   * a repeated item's path too (`children.0`), which then cannot be removed.
   */
  isLocked?(path: string): boolean;
}

export const FormRendererContext = createContext<FormRendererOptions | null>(null);

export function useFormRenderer(): FormRendererOptions {
  const options = useContext(FormRendererContext);
  if (!options) throw new Error('A form field is drawn outside <FormRendererContext.Provider>.');
  return options;
}
