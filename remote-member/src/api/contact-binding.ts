import { call, memberInfoQuery, queryClient } from '@platform/shared';
import { BINDING_ENDPOINTS, type BindEmailBody, type BindKind, type BindMobileBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

/** What the bind form sends: the number or address, the code sent there and the login password. */
export interface BindContactInput {
  target: string;
  verificationCode: string;
  password: string;
}

/** Sends a code to the number or address the member wants to bind; answers its lifetime. */
export const sendBindCode = (kind: BindKind, target: string) =>
  kind === 'mobile'
    ? call(BINDING_ENDPOINTS.mobileCode, { body: { mobileNum: target } })
    : call(BINDING_ENDPOINTS.emailCode, { body: { email: target } });

/** Sends the code to bind with; nothing is cached until the contact is bound. */
export const bindCodeMutation = (kind: BindKind) =>
  mutationOptions({ mutationFn: (target: string) => sendBindCode(kind, target) });

function putContact(kind: BindKind, { target, verificationCode, password }: BindContactInput) {
  if (kind === 'mobile') {
    const body: BindMobileBody = { mobileNum: target, verificationCode, password };
    return call(BINDING_ENDPOINTS.mobile, { body });
  }
  const body: BindEmailBody = { email: target, verificationCode, password };
  return call(BINDING_ENDPOINTS.email, { body });
}

/** Binds the number or address; the member record (which shows both, masked) is fetched again. */
export function bindContactMutation(user: string, kind: BindKind) {
  return mutationOptions({
    mutationFn: (input: BindContactInput) => putContact(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberInfoQuery(user).queryKey }),
  });
}
