import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../query/client';

/** Where the accounts area keeps the remembered login (the password sealed with a browser-held key). */
export const REMEMBERED_LOGIN_KEY = 'accounts.rememberedLogin';

const REMEMBERED_QUERY = ['remembered-login'] as const;

/** Whether this device keeps a remembered password; it survives sign-out on purpose. */
export function hasRememberedPassword(): boolean {
  try {
    const record = JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? 'null') as { sealed?: unknown } | null;
    return typeof record?.sealed === 'string' && record.sealed !== '';
  } catch {
    return false;
  }
}

/** Forgets the remembered login on this device, and tells every form and notice that shows it. */
export function forgetRememberedLogin(): void {
  localStorage.removeItem(REMEMBERED_LOGIN_KEY);
  void queryClient.invalidateQueries({ queryKey: REMEMBERED_QUERY });
}

/** Whether a password is remembered here, as a query that follows forgetting and remembering. */
export function useRememberedPasswordKept(): boolean {
  return (
    useQuery({ queryKey: [...REMEMBERED_QUERY, 'kept'], queryFn: hasRememberedPassword, staleTime: 0, gcTime: 0 })
      .data ?? false
  );
}
