// What the enquiry wizard knows about a step. A step may have several pages: one per child (the spec's dynamic
// steps), or the program-group page before the program list. Next validates the page shown; the step indicator
// counts steps, not pages.
import type { FieldError } from '@cc/core';
import type { MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import type { EnquiryFormValues } from '../form-values';

export interface StepContext {
  region: 'US' | 'CA' | 'AU';
  /** Today at the selected centre, YYYY-MM-DD. */
  today: string;
  /** Children the business already knows (isKnownChild), by ChildValues.key: their page does not pass. */
  knownChildKeys?: ReadonlySet<string>;
}

export interface WizardStep {
  id: string;
  label: MessageDescriptor;
  /** How many pages the step has for these values (at least 1). */
  pages(values: EnquiryFormValues): number;
  /** The page to open when the step is entered going forward (0 unless a rule says otherwise). */
  initialPage?(values: EnquiryFormValues): number;
  /** Errors of one page, as @cc/core FieldErrors with dotted paths into EnquiryFormValues. */
  validate(values: EnquiryFormValues, page: number, context: StepContext): FieldError[];
  render(page: number): ReactNode;
  /** One page per child: the wizard shows "Child n of m" above the page. */
  perChild?: boolean;
  /** The page that shows a form path (for server errors), or undefined when the step has no such field. */
  pageOf?(path: string, values: EnquiryFormValues): number | undefined;
}

/** Where the wizard stands: a step and a page inside it. */
export interface WizardPosition {
  step: number;
  page: number;
}
