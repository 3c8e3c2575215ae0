export { ReviewPage } from './ReviewPage';
export { ConfirmSubmitDialog, type ConfirmSubmitDialogProps } from './ConfirmSubmitDialog';
