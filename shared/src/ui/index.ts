export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Empty } from './Empty';
export { ErrorPanel, Loading } from './ErrorPanel';
export { FeedbackLayer } from './FeedbackLayer';
export { toast, confirmDialog, settleDialog, feedbackState, resetFeedback, type ToastKind } from './feedback-store';
export { SafeHtml, sanitizeHtml } from './SafeHtml';
export { PageTopBar, IconButton, type PageTopBarProps } from './PageTopBar';
export { ResponsibleGaming } from './ResponsibleGaming';
