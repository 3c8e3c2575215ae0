import { useIntl } from 'react-intl';
import { useField, useForm, useFormState } from 'react-final-form';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { noProgramAvailable, type FieldError } from '@cc/core';
import { ErrorText, useIsMobile, useShowErrors, type ErrorLeaf } from '@cc/ui';
import type { ProgramChoiceValues } from '../values';
import { useChildPrograms } from '../schedule/useChildPrograms';
import type { ProgramStepProps } from '../step-props';
import { groupPageMessages, listPageMessages } from './messages';
import { UNGROUPED, childName, programGroupCards, programIdsInGroup, withoutPrograms } from './program-model';
import { programDates } from './ProgramCard';
import { programsCss } from './programsStyles';
import { validateProgramGroupPage } from './validation';

const NO_GROUPS: string[] = [];
const checkedOf = (event: Event) => (event.target as unknown as { checked: boolean }).checked;
const leaf = (error: FieldError | undefined): ErrorLeaf | undefined =>
  error && (error.values ? { key: error.key, values: error.values } : error.key);

/** The program-group page (when the business uses program groups): one or more groups, as checkbox cards. */
export function ProgramGroupPage({ businessId, center, region, today }: ProgramStepProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const showErrors = useShowErrors();
  const form = useForm<ProgramChoiceValues>();
  const { values } = useFormState<ProgramChoiceValues>({ subscription: { values: true } });
  const { input, meta } = useField<string[]>('selectedProgramGroup', { subscription: { value: true, touched: true } });
  const selected = Array.isArray(input.value) ? input.value : NO_GROUPS;
  const { loading, error, all, programsFor } = useChildPrograms({
    businessId,
    centerId: center.id,
    children: values.children,
    searchDate: today,
  });
  const groups = programGroupCards(values.children, programsFor);
  const nameOf = (key: string) => {
    const child = values.children.find((candidate) => candidate.key === key);
    return child ? childName(child) : '';
  };

  const toggle = (groupId: string, checked: boolean) => {
    input.onChange(checked ? [...selected, groupId] : selected.filter((id) => id !== groupId));
    input.onBlur();
    // Programs of a group no longer chosen are hidden on the list page, so they must not stay chosen either.
    if (!checked) {
      form.change('children', withoutPrograms(form.getState().values.children, programIdsInGroup(all, groupId)));
    }
  };

  const fieldError = meta.touched || showErrors ? validateProgramGroupPage(values)[0] : undefined;
  const noneError = !loading && !error && groups.length === 0 ? noProgramAvailable() : undefined;
  const errorId = 'program-groups-error';

  return (
    <div className="cc-programs" data-layout={isMobile ? 'mobile' : 'desktop'} data-testid="program-group-page">
      <style>{programsCss}</style>
      <h2 className="cc-programs__title">{intl.formatMessage(groupPageMessages.title)}</h2>
      {loading && (
        <p className="cc-programs__status" role="status" data-testid="programs-loading">
          <SlSpinner />
          {intl.formatMessage(listPageMessages.loading)}
        </p>
      )}
      {error && !loading && (
        <p className="cc-field-error" role="alert" data-testid="programs-error">
          {intl.formatMessage(listPageMessages.loadFailed)}
        </p>
      )}
      <ErrorText error={leaf(noneError)} />
      {groups.length > 0 && (
        <fieldset
          className="cc-programs__groups"
          aria-describedby={fieldError ? errorId : undefined}
          aria-invalid={fieldError ? 'true' : undefined}
        >
          <legend>{intl.formatMessage(groupPageMessages.intro, { region })}</legend>
          {groups.map((group) => {
            const checked = selected.includes(group.id);
            return (
              <div
                key={group.id}
                className="cc-programs__group"
                data-checked={checked}
                data-testid={`program-group-${group.id}`}
              >
                <SlCheckbox checked={checked} onSlChange={(event) => toggle(group.id, checkedOf(event))}>
                  {group.id === UNGROUPED ? intl.formatMessage(groupPageMessages.ungrouped) : group.name}
                  <span className="cc-programs__group-meta">{programDates(intl, group, region)}</span>
                  <span className="cc-programs__group-meta" data-testid="program-group-available-for">
                    {intl.formatMessage(groupPageMessages.availableFor, {
                      names: intl.formatList(group.childKeys.map(nameOf), { type: 'conjunction' }),
                    })}
                  </span>
                </SlCheckbox>
              </div>
            );
          })}
        </fieldset>
      )}
      <ErrorText error={leaf(fieldError)} id={errorId} />
    </div>
  );
}
