// The repeatable children list: first name, last name and date of birth per child; add and remove; one empty entry
// to start (form.ts). A child the business already knows gets the spec's message with a Go Back action.
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { ErrorText, Notice, TextField, useShowErrors, visibleError } from '@cc/ui';
import { DateField } from '@cc/ui/date-field';
import type { Region } from '@cc/core';
import { isOutsideEveryProgram, useCentreProgramAges } from '@cc/programs/ages';
import { useEnquiryChecks } from '../../checks';
import { emptyChild } from '../../form';
import type { ChildValues } from '../../form-values';
import { childrenMessages } from '../../i18n/messages';

/**
 * A new Shoelace element renders its inner control after React's effect runs; focusing it earlier throws and
 * would take the form down. Focus once it has rendered.
 */
function focusWhenReady(element: (HTMLElement & { updateComplete?: Promise<unknown> }) | null | undefined): void {
  if (!element) return;
  void Promise.resolve(element.updateComplete).then(() => {
    if (element.isConnected) element.focus();
  });
}

export interface ChildrenListProps {
  today: string;
  region: Region;
  businessId: string;
  center: { id: string; name: string };
}

export function ChildrenList({ today, region, businessId, center }: ChildrenListProps) {
  const intl = useIntl();
  const form = useForm();
  const showErrors = useShowErrors();
  const { input, meta } = useField<ChildValues[]>('children', {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const children = input.value || [];
  const listError = visibleError(meta, showErrors);
  const addRef = useRef<HTMLElement>(null);
  const focusNext = useRef<'last' | 'add' | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  // The centre's programs' ages: a date of birth none of them takes is said at the field, as it is typed.
  const ages = useCentreProgramAges({ businessId, centerId: center.id, today });

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === 'add') focusWhenReady(addRef.current);
    if (target === 'last') {
      const inputs = listRef.current?.querySelectorAll<HTMLElement>('sl-input[data-testid$="-first-name"]');
      focusWhenReady(inputs?.[inputs.length - 1]);
    }
  }, [children.length]);

  const add = () => {
    focusNext.current = 'last';
    form.change('children', [...children, emptyChild()]);
  };
  const remove = (key: string) => {
    focusNext.current = 'add';
    form.change(
      'children',
      children.filter((child) => child.key !== key),
    );
  };

  return (
    <div ref={listRef} data-testid="children-list">
      {children.map((child, index) => (
        <ChildEntry
          key={child.key}
          child={child}
          index={index}
          today={today}
          region={region}
          centreName={isOutsideEveryProgram(child.dateOfBirth, today, ages) ? center.name : undefined}
          onRemove={() => remove(child.key)}
        />
      ))}
      {listError !== undefined && (
        <div className="cc-field">
          <ErrorText error={listError} id="cc-children-error" />
        </div>
      )}
      <SlButton ref={addRef as never} data-testid="add-child" onClick={add}>
        {intl.formatMessage(childrenMessages.add)}
      </SlButton>
    </div>
  );
}

function ChildEntry(props: {
  child: ChildValues;
  index: number;
  today: string;
  region: Region;
  /** Set when no program at this centre takes a child born on the date given. */
  centreName?: string;
  onRemove(): void;
}) {
  const { child, index, today, region, centreName } = props;
  const intl = useIntl();
  const { knownChildren, goBack } = useEnquiryChecks();
  const number = index + 1;
  const name = `${child.firstName.trim()} ${child.lastName.trim()}`.trim();
  const prefix = `children.${index}`;
  const legendId = `cc-child-${child.key}-legend`;
  return (
    <fieldset className="cc-child-entry" data-testid="child-entry" aria-labelledby={legendId}>
      <legend id={legendId}>{intl.formatMessage(childrenMessages.childHeading, { number })}</legend>
      <div className="cc-field-row">
        <TextField
          name={`${prefix}.firstName`}
          label={childrenMessages.firstName}
          autocomplete="off"
          required
          testId={`child-${index}-first-name`}
        />
        <TextField
          name={`${prefix}.lastName`}
          label={childrenMessages.lastName}
          autocomplete="off"
          required
          testId={`child-${index}-last-name`}
        />
      </div>
      <DateField
        name={`${prefix}.dateOfBirth`}
        label={childrenMessages.dateOfBirth}
        region={region}
        max={today}
        required
        testId={`child-${index}-dob`}
      />
      {centreName !== undefined && (
        <p className="cc-field-warning" role="status" data-testid={`child-${index}-outside-programs`}>
          {intl.formatMessage(childrenMessages.outsidePrograms, { centre: centreName })}
        </p>
      )}
      {knownChildren.checkingKeys.has(child.key) && (
        <p className="cc-checking" role="status">
          <SlSpinner aria-hidden="true" />
          {intl.formatMessage(childrenMessages.checkingChild)}
        </p>
      )}
      {knownChildren.knownKeys.has(child.key) && (
        <Notice
          variant="warning"
          testId="known-child"
          live={false}
          actions={
            <SlButton size="small" data-testid="known-child-go-back" onClick={goBack}>
              {intl.formatMessage(childrenMessages.goBack)}
            </SlButton>
          }
        >
          <ErrorText
            error={{ key: childrenMessages.knownChild.id, values: { name } }}
            id={`cc-child-${child.key}-known`}
          />
        </Notice>
      )}
      <div className="cc-child-entry__actions">
        <SlButton variant="text" size="small" data-testid={`remove-child-${index}`} onClick={props.onRemove}>
          {intl.formatMessage(childrenMessages.remove, { number })}
        </SlButton>
      </div>
    </fieldset>
  );
}
