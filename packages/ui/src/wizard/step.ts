// What a flow's wizard knows about a step, over the flow's own form values V. A step may have several pages: one per
// child (the spec's dynamic steps), or a sub-step such as the program-group page before the program list. Next
// validates the page shown; the step indicator counts steps, not pages.
import type { FieldError } from '@cc/core';
import type { MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';

/** What every step's validation may read besides the values; a flow extends it with its own (known children, ...). */
export interface StepContext {
  region: 'US' | 'CA' | 'AU';
  /** Today at the selected centre, YYYY-MM-DD. */
  today: string;
}

export interface WizardStep<V, C extends StepContext = StepContext> {
  id: string;
  label: MessageDescriptor;
  /** The step's name as data gave it (a centre's own form): shown instead of the label, which is then unused. */
  title?: string;
  /** How many pages the step has for these values (at least 1). */
  pages(values: V): number;
  /** The page to open when the step is entered going forward (0 unless a rule says otherwise). */
  initialPage?(values: V): number;
  /** Errors of one page, as @cc/core FieldErrors with dotted paths into the form values. */
  validate(values: V, page: number, context: C): FieldError[];
  render(page: number): ReactNode;
  /** One page per child: the wizard shows "Child n of m" above the page. */
  perChild?: boolean;
  /** The page that shows a form path (for server errors), or undefined when the step has no such field. */
  pageOf?(path: string, values: V): number | undefined;
}

/** Where the wizard stands: a step and a page inside it. */
export interface WizardPosition {
  step: number;
  page: number;
}
