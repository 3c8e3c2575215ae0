import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SignaturePad from 'signature_pad';
import { ErrorText, FIELD_SUBSCRIPTION, TextField, fieldId, useVisibleError } from '@cc/ui';
import { formRendererMessages as m } from '../messages';

/** A drawn signature (PNG data URL) or the signer's typed name. */
export interface SignatureValue {
  image?: string;
  typedName?: string;
}

export interface SignatureFieldProps {
  name: string;
  label: string;
  required: boolean;
  disabled?: boolean;
}

const PAD_HEIGHT = 160;

/**
 * A signature drawn with a finger or mouse (signature_pad), or typed: the typed name is the keyboard's and screen
 * reader's way to sign. The pad is sized when it shows and whenever its width changes, and keeps its strokes.
 */
export function SignatureField({ name, label, required, disabled }: SignatureFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<SignatureValue | undefined>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const id = fieldId(name);
  const [typing, setTyping] = useState(() => Boolean(input.value?.typedName));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>();
  const latest = useRef(input);
  latest.current = input;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (typing || !canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1f2937' });
    padRef.current = pad;
    const size = () => {
      const width = canvas.offsetWidth;
      if (width === 0) return; // not shown yet: sized when it is
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = width * ratio;
      canvas.height = PAD_HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
      else if (latest.current.value?.image)
        void pad.fromDataURL(latest.current.value.image, { width, height: PAD_HEIGHT });
    };
    size();
    const observer = new ResizeObserver(size);
    observer.observe(canvas);
    const onEnd = () => {
      latest.current.onChange(pad.isEmpty() ? undefined : { image: pad.toDataURL('image/png') });
      latest.current.onBlur();
    };
    pad.addEventListener('endStroke', onEnd);
    if (disabled) pad.off();
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = undefined;
    };
  }, [typing, disabled]);

  const clear = () => {
    padRef.current?.clear();
    input.onChange(undefined);
  };

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="cc-form-group cc-signature"
      data-field
      data-testid={id}
      data-has-error={error !== undefined ? '' : undefined}
      aria-describedby={error !== undefined ? `${id}-error` : undefined}
    >
      <legend className="cc-native-label" data-required={required ? '' : undefined}>
        {label}
      </legend>
      {typing ? (
        <TextField
          name={`${name}.typedName`}
          label={intl.formatMessage(m.typedName)}
          autocomplete="name"
          disabled={disabled}
        />
      ) : (
        <>
          <p className="cc-native-help">{intl.formatMessage(m.signHere)}</p>
          <canvas
            ref={canvasRef}
            className="cc-signature__pad"
            data-testid={`${id}-pad`}
            role="img"
            aria-label={intl.formatMessage(input.value?.image ? m.signed : m.signaturePad)}
            style={{ height: PAD_HEIGHT }}
          />
        </>
      )}
      {error !== undefined && <ErrorText error={error} id={`${id}-error`} />}
      {!disabled && (
        <div className="cc-signature__actions">
          {!typing && (
            <SlButton size="small" onClick={clear}>
              {intl.formatMessage(m.clearSignature)}
            </SlButton>
          )}
          <SlButton
            size="small"
            variant="text"
            data-testid={`${id}-mode`}
            onClick={() => {
              input.onChange(undefined);
              setTyping(!typing);
            }}
          >
            {intl.formatMessage(typing ? m.drawInstead : m.typeInstead)}
          </SlButton>
        </div>
      )}
    </fieldset>
  );
}
