import { useIntl } from 'react-intl';
import SlDetails from '@shoelace-style/shoelace/dist/react/details/index.js';
import { noProgramAvailable, type FieldError, type Region } from '@cc/core';
import { ErrorText, type ErrorLeaf } from '@cc/ui';
import type { ChildValues } from '../values';
import type { ChildProgram } from '../schedule/childPrograms';
import { careTypeMessages, listPageMessages } from './messages';
import { byCareType, childName, childrenForProgram } from './program-model';
import { ProgramCard } from './ProgramCard';

export interface ChildProgramListProps {
  child: ChildValues;
  childIndex: number;
  /** Every child of the form, for "Available For" and each child's schedule on the cards. */
  children: readonly ChildValues[];
  /** The programs this child may pick (already narrowed to the chosen groups). */
  programs: readonly ChildProgram[];
  programsFor(childKey: string): readonly ChildProgram[];
  loading: boolean;
  /** The page's errors to show now. */
  errors: readonly FieldError[];
  region: Region;
  showApplicationFee: boolean;
  isMobile: boolean;
  onOpen(program: ChildProgram): void;
  onClear(program: ChildProgram): void;
}

const leaf = (error: FieldError | undefined): ErrorLeaf | undefined =>
  error && (error.values ? { key: error.key, values: error.values } : error.key);

/** One child's accordion: the programs the child can take, under their care types. */
export function ChildProgramList(props: ChildProgramListProps) {
  const { child, childIndex, children, programs, programsFor, loading, errors, region } = props;
  const intl = useIntl();
  const name = childName(child);
  const errorId = `programs-${child.key}-error`;
  // A child with nothing to pick is told why, in place of the "choose a program" error.
  const error =
    !loading && programs.length === 0
      ? noProgramAvailable(child)
      : errors.find((candidate) => candidate.path === `children.${childIndex}.programSchedules`);
  return (
    <SlDetails open className="cc-programs__child-details" data-testid={`programs-child-${child.key}`}>
      <span slot="summary" className="cc-programs__child-summary">
        <strong>{intl.formatMessage(listPageMessages.childHeading, { name })}</strong>
        <span className="cc-programs__count">
          {intl.formatMessage(listPageMessages.chosenCount, { count: child.programSchedules.length })}
        </span>
      </span>
      <ErrorText error={leaf(error)} id={errorId} />
      {byCareType(programs).map(({ careType, programs: ofType }) => (
        // A group, not a <section>: every child has a "Long day care" list, and regions need names of their own.
        <div
          key={careType}
          role="group"
          className="cc-programs__care-group"
          aria-labelledby={`programs-${child.key}-${careType}`}
          data-testid={`programs-care-type-${careType}`}
        >
          <h3 className="cc-programs__care-type" id={`programs-${child.key}-${careType}`}>
            {intl.formatMessage(careTypeMessages[careType])}
          </h3>
          <ul className="cc-programs__cards" aria-describedby={error ? errorId : undefined}>
            {ofType.map((program) => (
              <li key={program.id}>
                <ProgramCard
                  program={program}
                  owner={child}
                  availableFor={childrenForProgram(children, programsFor, program.id)}
                  region={region}
                  showApplicationFee={props.showApplicationFee}
                  isMobile={props.isMobile}
                  onOpen={() => props.onOpen(program)}
                  onClear={() => props.onClear(program)}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SlDetails>
  );
}
