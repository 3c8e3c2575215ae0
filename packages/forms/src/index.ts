// @cc/forms: a centre's enrolment form drawn from its definition (@cc/core/forms), for the offer's form and the
// portal's update. Flows load it lazily; it is its own chunk.
export {
  FormRendererContext,
  useFormRenderer,
  type FormMode,
  type FormRendererOptions,
  type UploadResult,
} from './context';
export { definitionSteps, type FormAnswers, type ProductStep, type ProductSteps } from './steps';
export { FormStepPage } from './FormStepPage';
export { FormFieldView } from './FormFieldView';
export { ReadOnlyAnswers } from './review/ReadOnlyAnswers';
export { answerText } from './review/answerText';
export { newItem } from './SectionView';
export { formRendererMessages, uploadErrorMessages } from './messages';
export { formRendererCss } from './styles';
export { placeOfPath, stepOfPath } from './paths';
export { FORMS_CATALOGUES } from './catalogue';
export { FormConfirmDialog } from './FormConfirmDialog';
export { ReviewStep } from './review/ReviewStep';
export { FormWizard, type FormWizardProps } from './FormWizard';
