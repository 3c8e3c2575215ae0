// Step 2, the children: the account's children (and any added here) to choose from, a child no program at the
// centre takes shown disabled (program flows), the subsidy question when the centre asks, and the "Balance Overdue"
// gate when the lead re-enrolment restrictions flag is on and the account owes past its due date.
import { useEffect, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { formatDateForRegion } from '@cc/core';
import { ErrorText, Notice, YesNoField, isErrorLeaf } from '@cc/ui';
import { usePathError } from '@cc/ui/path-error';
import { isOutsideEveryProgram, useCentreProgramAges } from '@cc/programs/ages';
import { currencyFor, displayName, formatCents } from '@cc/programs/estimate';
import { useReEnrolmentData } from '../data';
import { deselectChild, selectChild } from '../form';
import type { FamilyChildValues, ReEnrolmentFormValues } from '../form-values';
import { childrenStepMessages as m } from '../messages';
import { AddChildDialog } from './AddChildDialog';

export function ChildrenStep() {
  const intl = useIntl();
  const data = useReEnrolmentData();
  const form = useForm<ReEnrolmentFormValues>();
  const { values } = useFormState<ReEnrolmentFormValues>({ subscription: { values: true } });
  const pathError = usePathError('children');
  const listError = isErrorLeaf(pathError) ? pathError : undefined;
  const [adding, setAdding] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const centreId = values.selectedCenter?.id ?? '';
  const checksAges = data.programProps?.enrollmentSettings.flowType !== 'INQUIRE_OFFER_ENROLLMENT';
  const ages = useCentreProgramAges({
    businessId: checksAges ? data.businessId : '',
    centerId: centreId,
    today: data.today,
  });
  const unavailable = (child: FamilyChildValues) =>
    checksAges && isOutsideEveryProgram(child.dateOfBirth, data.today, ages);

  // A child no program takes cannot stay chosen (spec: shown disabled and removed from the selection).
  const dropped = values.children.filter((child) => unavailable(child));
  useEffect(() => {
    if (dropped.length === 0) return;
    form.batch(() => {
      for (const child of dropped) {
        const next = deselectChild(form.getState().values, child.key);
        form.change('children', next.children);
        form.change('primaryContacts', next.primaryContacts);
        form.change('contacts', next.contacts);
      }
    });
  }, [dropped, form]);

  if (data.balanceOverdue) {
    const balance = data.account.balance!;
    const currency = currencyFor(balance.currency, data.region);
    return (
      <div data-testid="reenrol-balance-overdue">
        <Notice
          variant="danger"
          testId="balance-overdue"
          title={intl.formatMessage(m.balanceTitle)}
          actions={
            <SlButton size="small" data-testid="balance-refresh" onClick={() => window.location.reload()}>
              {intl.formatMessage(m.refresh)}
            </SlButton>
          }
        >
          {intl.formatMessage(m.balanceBody, {
            amount: formatCents(balance.amountCents, currency, intl.locale),
            date: balance.dueDate ? formatDateForRegion(balance.dueDate, data.region) : '',
          })}
        </Notice>
      </div>
    );
  }

  const chosen = new Set(values.children.map((child) => child.key));
  const toggle = (child: FamilyChildValues, on: boolean) => {
    const current = form.getState().values;
    form.batch(() => {
      if (on) {
        const next = selectChild(current, child, data.account, centreId);
        form.change('children', next.children);
        form.change('primaryContacts', next.primaryContacts);
      } else {
        const next = deselectChild(current, child.key);
        form.change('children', next.children);
        form.change('primaryContacts', next.primaryContacts);
        form.change('contacts', next.contacts);
      }
    });
  };

  return (
    <div className="cc-reenrol-step" data-testid="reenrol-children-step">
      <h2>{intl.formatMessage(m.title)}</h2>
      <p className="cc-reenrol-muted">{intl.formatMessage(m.intro, { name: values.selectedCenter?.name ?? '' })}</p>
      <fieldset className="cc-reenrol-choices" aria-describedby={listError ? 'cc-reenrol-children-error' : undefined}>
        <legend className="cc-visually-hidden">{intl.formatMessage(m.title)}</legend>
        {values.familyChildren.map((child) => {
          const off = unavailable(child);
          const id = `cc-reenrol-child-${child.key}`;
          return (
            <div
              key={child.key}
              className="cc-reenrol-choice"
              data-disabled={off || undefined}
              data-testid="reenrol-child"
              data-name={displayName(child)}
            >
              <input
                type="checkbox"
                id={id}
                checked={chosen.has(child.key)}
                disabled={off}
                aria-describedby={off ? `${id}-why` : undefined}
                onChange={(event) => toggle(child, event.target.checked)}
              />
              <label htmlFor={id}>
                <span className="cc-reenrol-choice__name">{displayName(child)}</span>
                <span className="cc-reenrol-muted">
                  {formatDateForRegion(child.dateOfBirth, data.region)}
                  {!child.id && ` · ${intl.formatMessage(m.newChild)}`}
                </span>
                {off && (
                  <span className="cc-reenrol-warning" id={`${id}-why`} data-testid="reenrol-child-unavailable">
                    {intl.formatMessage(m.unavailable, { name: displayName(child) })}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </fieldset>
      {listError !== undefined && <ErrorText error={listError} id="cc-reenrol-children-error" />}
      <SlButton
        data-testid="reenrol-add-child"
        onClick={() => {
          setDialogMounted(true);
          setAdding(true);
        }}
      >
        {intl.formatMessage(m.addChild)}
      </SlButton>
      {data.centre?.askSubsidy && (
        <YesNoField name="familyReceivesSubsidy" label={m.subsidy} required testId="reenrol-subsidy" />
      )}
      {dialogMounted && (
        <AddChildDialog
          open={adding}
          today={data.today}
          region={data.region}
          onCancel={() => setAdding(false)}
          onSave={(child) => {
            setAdding(false);
            const current = form.getState().values;
            form.change('familyChildren', [...current.familyChildren, child]);
            const next = selectChild(form.getState().values, child, data.account, centreId);
            form.change('children', next.children);
            form.change('primaryContacts', next.primaryContacts);
          }}
        />
      )}
    </div>
  );
}
