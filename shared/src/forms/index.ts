export { failed, fieldMessage, translateFieldMessage, type Translate } from './messages';
export {
  ruleResolver,
  requiredRule,
  mobileCheck,
  verdictError,
  type FieldCheck,
  type FieldChecks,
  type RuleContext,
} from './resolver';
export { useFormFields, RULE_FORM_OPTIONS, FORM_FAILURE } from './fields';
export {
  useWrite,
  showServerError,
  type FailurePlace,
  type FailureTarget,
  type RunOptions,
  type WriteSetup,
} from './write';
