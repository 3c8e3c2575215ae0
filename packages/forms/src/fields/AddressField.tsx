import { useIntl } from 'react-intl';
import { SUBDIVISIONS_BY_REGION } from '@cc/core';
import { TextField, fieldId } from '@cc/ui';
import { useFormRenderer } from '../context';
import { formRendererMessages as m } from '../messages';
import { SelectField } from './SelectField';

export interface AddressFieldProps {
  name: string;
  label: string;
  required: boolean;
  disabled?: boolean;
}

/**
 * A postal address typed in by hand: the country is the centre's (fixed, shown), the state list is that country's,
 * and the postal code follows its rules (checked by @cc/core's addressErrors on both sides).
 */
export function AddressField({ name, label, required, disabled }: AddressFieldProps) {
  const intl = useIntl();
  const { region } = useFormRenderer();
  const states = SUBDIVISIONS_BY_REGION[region].map((s) => ({ value: s.code, label: s.name }));
  return (
    <fieldset className="cc-form-group cc-address" id={fieldId(name)} tabIndex={-1}>
      <legend className="cc-form-group__legend">{label}</legend>
      <TextField
        name={`${name}.address1`}
        label={intl.formatMessage(m.address1)}
        autocomplete="address-line1"
        required={required}
        disabled={disabled}
      />
      <TextField
        name={`${name}.address2`}
        label={intl.formatMessage(m.address2)}
        autocomplete="address-line2"
        disabled={disabled}
      />
      <div className="cc-field-row">
        <TextField
          name={`${name}.city`}
          label={intl.formatMessage(m.city)}
          autocomplete="address-level2"
          required={required}
          disabled={disabled}
        />
        <SelectField
          name={`${name}.state`}
          label={intl.formatMessage(m.state)}
          options={states}
          required={required}
          disabled={disabled}
        />
        <TextField
          name={`${name}.postalCode`}
          label={intl.formatMessage(m.postalCode)}
          autocomplete="postal-code"
          required={required}
          disabled={disabled}
        />
      </div>
      <p className="cc-native-help">
        {intl.formatMessage(m.country)}: {intl.formatMessage(m.countryName)}
      </p>
    </fieldset>
  );
}
