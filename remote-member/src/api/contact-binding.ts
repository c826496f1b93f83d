import { apiPost, apiPut, memberInfoQuery, queryClient } from '@platform/shared';
import {
  BINDING_PATHS,
  type BindCodeSent,
  type BindEmailBody,
  type BindKind,
  type BindMobileBody,
  type MemberContacts,
} from '@platform/shared/contract';
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
    ? apiPost<BindCodeSent>(BINDING_PATHS.mobileCode, { mobileNum: target })
    : apiPost<BindCodeSent>(BINDING_PATHS.emailCode, { email: target });

function putContact(kind: BindKind, { target, verificationCode, password }: BindContactInput) {
  if (kind === 'mobile') {
    const body: BindMobileBody = { mobileNum: target, verificationCode, password };
    return apiPut<MemberContacts>(BINDING_PATHS.mobile, body);
  }
  const body: BindEmailBody = { email: target, verificationCode, password };
  return apiPut<MemberContacts>(BINDING_PATHS.email, body);
}

/** Binds the number or address; the member record (which shows both, masked) is fetched again. */
export function bindContactMutation(user: string, kind: BindKind) {
  return mutationOptions({
    mutationFn: (input: BindContactInput) => putContact(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberInfoQuery(user).queryKey }),
  });
}
