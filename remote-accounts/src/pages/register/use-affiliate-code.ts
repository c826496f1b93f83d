import { useQuery } from '@tanstack/react-query';
import { toast, useScope, useSearchParams, useTranslation } from '@platform/shared';
import { affiliateCheckQuery, fetchAffiliateCheck } from '../../api/affiliate-check';

/** Names an invitation link may carry its code under. */
const PARAMS = ['affiliateCode', 'code', 'inviteCode'];

/** The invitation code of the link that brought the visitor, or ''. */
export function useLinkAffiliateCode(): string {
  const [params] = useSearchParams();
  return PARAMS.map((name) => params.get(name)?.trim()).find(Boolean) ?? '';
}

/**
 * The invitation code (spec §4): the link's code is checked once and, when good, locked in; any
 * other code is checked when the form is sent, a bad one being a fail toast with focus on the field.
 */
export function useAffiliateCode(enabled: boolean, fromLink: string, focusField: () => void) {
  const { t } = useTranslation();
  const check = useQuery({
    ...affiliateCheckQuery(useScope().merchant, fromLink),
    enabled: enabled && fromLink !== '',
  });
  const locked = check.data?.success === true;

  /** Whether registering may go on with this code (already shown why not when it may not). */
  const accepts = async (code: string): Promise<boolean> => {
    if (!enabled || code.trim() === '' || locked) return true;
    const { success } = await fetchAffiliateCheck(code.trim()).catch(() => ({ success: false }));
    if (!success) {
      toast.fail(t('error.invitation_code'));
      focusField();
    }
    return success;
  };

  return { locked, accepts };
}
