export { defineWidget, type CcWidgetElement, type DefineWidgetOptions, type WidgetTagMap } from './widget/defineWidget';
export {
  WIDGET_ATTRIBUTES,
  defaultApiUrl,
  normaliseWidgetProps,
  type RawWidgetProps,
  type WidgetAttribute,
  type WidgetProps,
} from './widget/attributes';
export {
  dispatchWidgetEvent,
  hostedPageUrl,
  navigateFromWidget,
  useWidgetEvents,
  useWidgetHost,
  WidgetHostContext,
  type Emit,
  type WidgetEvent,
  type WidgetEventMap,
  type WidgetEventName,
  type WidgetHost,
} from './widget/events';
export { WIDGET_TAGS, type WidgetTag } from './widget/tags';
export { adoptTheme, themeSheet } from './theme/themeSheet';
export { remToPx } from './theme/remToPx';
export { createClient, type CreateClientOptions } from './apollo/createClient';
export { errorMessages } from './apollo/errorMessages';
export { isSignInNeeded } from './apollo/signInNeeded';
export { WidgetIntlProvider, type WidgetIntlProviderProps } from './i18n/WidgetIntlProvider';
export { intlLocale, messagesFor } from './i18n/regionMessages';
export { UI_CATALOGUES, mergeCatalogues, type MessageCatalogue, type RegionCatalogues } from './i18n/catalogues';
export { sharedMessages, termMessages, wizardMessages } from './i18n/sharedMessages';
export { CenterHeader, PRODUCT_NAME, type CenterHeaderProps } from './wizard/CenterHeader';
export { StepIndicator, type StepIndicatorProps } from './wizard/StepIndicator';
export { MobileProgress, type MobileProgressProps } from './wizard/MobileProgress';
export { WizardNav, type WizardNavProps } from './wizard/WizardNav';
export { LoadingScreen } from './wizard/LoadingScreen';
export { DebugPanel, type DebugPanelProps } from './wizard/DebugPanel';
export { WizardLayout, type FormSize, type WizardLayoutProps } from './wizard/WizardLayout';
export { Wizard, type WizardProps } from './wizard/Wizard';
export { WizardForm } from './wizard-form/WizardForm';
export { formMessages } from './wizard-form/formMessages';
export type {
  ConfirmSubmitProps,
  WizardFormExtras,
  WizardFormProps,
  WizardFormStart,
  WizardFormState,
} from './wizard-form/types';
export type { StepContext, WizardPosition, WizardStep } from './wizard/step';
export { backPosition, clampPage, nextPosition, positionOfPaths, validPosition } from './wizard/navigation';
export { focusFirstError } from './wizard/focusFirstError';
export { useIsMobile, MOBILE_QUERY } from './wizard/useIsMobile';
export { ShadowScope, type ShadowScopeProps } from './widget/ShadowScope';
export { CORE_MESSAGES_US } from './i18n/validation';
export { toFormErrors, hasErrors, isErrorLeaf, type ErrorLeaf, type FormErrors } from './form/errors';
export { ShowErrorsContext, useShowErrors } from './form/ShowErrorsContext';
export { ErrorText, type ErrorTextProps } from './form/ErrorText';
export { Notice, type NoticeProps, type NoticeVariant } from './notice/Notice';
export { ServerErrorNotice } from './notice/ServerErrorNotice';
export { ErrorBoundary } from './screens/ErrorBoundary';
export { ErrorScreen, type ErrorScreenProps } from './screens/ErrorScreen';
export { focusHeading, useFocusHeadingOnChange } from './screens/focusHeading';
export { OutcomeFrame, type OutcomeFrameProps } from './screens/OutcomeFrame';
export { ScreenFrame, type ScreenFrameProps } from './screens/ScreenFrame';
export { ScreenIcon, type ScreenIconKind } from './screens/ScreenIcon';
export { keepFieldsRegistered } from './form/keepFieldsRegistered';
export { useDraftAutosave, DRAFT_SAVE_DELAY_MS } from './draft/useDraftAutosave';
export { classifySubmitResult, type SubmitOutcome, type SubmitResultLike } from './submit/submitResult';
export { useSubmitMutation, type SubmitMutationOptions } from './submit/useSubmitMutation';
export {
  PERSON_CHECK_INTERVAL_MS,
  personDetails,
  usePersonCheck,
  type PersonCheck,
  type PersonCheckState,
  type PersonDetails,
  type PersonFields,
} from './person-check/usePersonCheck';
export { PersonExistsDocument } from './person-check/personExists.graphql.generated';
export { PersonCheckNotice, type PersonCheckNoticeProps } from './person-check/PersonCheckNotice';
export {
  loadPhoneRules,
  preloadPhoneRules,
  usePhoneRules,
  type PhoneRules,
  type PhoneRulesState,
} from './phone/phoneRules';
export { useBusiness, type BusinessSource, type BusinessState } from './business/useBusiness';
export {
  BusinessSettingsDocument,
  CenterSummaryDocument,
  BusinessForDocument,
  type BusinessSettingsQuery,
  type CenterSummaryQuery,
} from './business/business.graphql.generated';
// Apollo is installed under packages/ui only (npm keeps it nested), so flows take its hooks from here: one copy.
export { useQuery, useLazyQuery, useMutation, useApolloClient } from '@apollo/client/react';
export {
  TextField,
  PhoneField,
  RadioGroupField,
  YesNoField,
  CheckboxField,
  fieldMessages,
  FIELD_SUBSCRIPTION,
  fieldId,
  useVisibleError,
  visibleError,
  type TextFieldProps,
  type PhoneFieldProps,
  type RadioGroupFieldProps,
  type RadioOption,
  type CheckboxFieldProps,
  type FieldLabel,
} from './fields';
