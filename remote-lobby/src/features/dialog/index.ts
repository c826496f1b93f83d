// The lobby's modal sheet and its keyboard handling.
export { SheetDialog, type SheetDialogProps } from './Dialog';
export { useDialogFocus } from './use-dialog-focus';
