import type { IntlShape } from 'react-intl';
import type { Region } from '@cc/core';
import { findSubdivision } from '@cc/core';
import { selectorChoices, type FormField } from '@cc/core/forms';
import { dateTextOf } from '@cc/ui/date-field';
import { formRendererMessages as m } from '../messages';

type Values = Record<string, unknown>;
const record = (value: unknown): Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One answer as the family reads it back (review, preview, print); '' when not answered. */
export function answerText(field: FormField, value: unknown, root: Values, region: Region, intl: IntlShape): string {
  const optionLabel = (v: unknown) => field.options?.find((o) => o.value === v)?.label ?? str(v);
  switch (field.type) {
    case 'Text':
    case 'Email':
    case 'Crn':
      return str(value);
    case 'Date':
      return dateTextOf(str(value) || undefined, region);
    case 'Combo':
    case 'Radio':
      return value === undefined || value === null ? '' : optionLabel(value);
    case 'MultiSelectCombo':
      return Array.isArray(value) ? value.map(optionLabel).join(', ') : '';
    case 'Checkbox':
      if (field.isMulti) return Array.isArray(value) ? value.map(optionLabel).join(', ') : '';
      return intl.formatMessage(value === true ? m.yes : m.no);
    case 'ChildrenSelector':
    case 'ContactSelector': {
      const names = new Map(selectorChoices(root, field.type).map((c) => [c.value, c.label]));
      return Array.isArray(value)
        ? value
            .map((v) => names.get(String(v)) ?? '')
            .filter(Boolean)
            .join(', ')
        : '';
    }
    case 'PhoneNumber': {
      const phone = record(value);
      return str(phone.number) ? `${str(phone.number)}${str(phone.type) ? ` (${str(phone.type)})` : ''}` : '';
    }
    case 'Address': {
      const a = record(value);
      const state = findSubdivision(region, str(a.state))?.code ?? str(a.state);
      const line = [
        str(a.address1),
        str(a.address2),
        str(a.city),
        [state, str(a.postalCode)].filter(Boolean).join(' '),
      ];
      return line.filter(Boolean).join(', ');
    }
    case 'Document': {
      const d = record(value);
      if (!str(d.fileName)) return '';
      const expiry = str(d.expiryDate);
      return expiry
        ? `${str(d.fileName)} (${intl.formatMessage(m.expiryDate)}: ${dateTextOf(expiry, region)})`
        : str(d.fileName);
    }
    case 'Signature': {
      const s = record(value);
      if (str(s.typedName)) return intl.formatMessage(m.signedAs, { name: str(s.typedName) });
      return str(s.image) ? intl.formatMessage(m.signed) : '';
    }
    case 'HtmlText':
    case 'GroupedFields':
    case 'CompositionField':
      return '';
  }
}
