// The registration's steps (document 1, "Registration screens"): Your Information, Child(ren) Information, Pick your
// programs (one page per chosen child), Review. Validated per page; submitted only from the last.
import { createElement } from 'react';
import type { WizardStep } from '@cc/ui';
import { wizardStepMessages as m } from '../../i18n/messages';
import { selectedChildren } from '../form';
import type { RegistrationFormValues } from '../form-values';
import { validateChildPrograms, validateChildren, validateInformation, type RegistrationContext } from '../validation';
import { ChildrenStep } from './ChildrenStep';
import { InformationStep } from './InformationStep';
import { ProgramsStep } from './ProgramsStep';
import { ReviewStep } from './ReviewStep';

type Step = WizardStep<RegistrationFormValues, RegistrationContext>;

const onePage = () => 1;
const at = (pattern: RegExp) => (path: string) => (pattern.test(path) ? 0 : undefined);

export const REGISTRATION_STEPS: readonly Step[] = [
  {
    id: 'information',
    label: m.stepInformation,
    pages: onePage,
    validate: (values, _page, context) => validateInformation(values, context),
    render: () => createElement(InformationStep),
    pageOf: at(/^(firstName|lastName|email|phoneNumber|familyReceivesSubsidy)(\.|$)/),
  },
  {
    id: 'children',
    label: m.stepChildren,
    pages: onePage,
    validate: (values) => validateChildren(values),
    render: () => createElement(ChildrenStep),
    pageOf: at(/^(selectedChildKeys|children)$/),
  },
  {
    id: 'programs',
    label: m.stepPrograms,
    perChild: true,
    pages: (values) => Math.max(1, selectedChildren(values).length),
    validate: (values, page, context) => validateChildPrograms(values, page, context),
    render: (page) => createElement(ProgramsStep, { page }),
    pageOf: (path, values) => {
      const index = /^children\.(\d+)\.programIds$/.exec(path)?.[1];
      const key = index === undefined ? undefined : values.children[Number(index)]?.key;
      const page = key === undefined ? -1 : values.selectedChildKeys.indexOf(key);
      return page >= 0 ? page : undefined;
    },
  },
  {
    id: 'review',
    label: m.stepReview,
    pages: onePage,
    validate: () => [],
    render: () => createElement(ReviewStep),
  },
];
