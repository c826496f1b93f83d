import { toApiError, toast, useTranslation } from '@platform/shared';

/** Shows a failed change (mark read, delete) as a translated toast; the developer's detail goes to the console. */
export function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const failure = toApiError(error);
    console.warn(failure);
    // A refusal's figures (a rule's amounts, say) fill its message's placeholders.
    toast.fail(t(failure.messageKey, failure.data?.values));
  };
}
