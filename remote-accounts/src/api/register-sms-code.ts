import { call } from '@platform/shared';
import { REGISTER_ENDPOINTS, type FirebaseConfigValue, type RegisterSmsCodeRequest } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { deviceHeaders } from '../features/device/device-id';
import { sendFirebaseCode, type ConfirmationResult } from '../features/social/firebase-phone';

/** Sends a registration code to a number that is not registered yet. */
export const postRegisterSmsCode = (request: RegisterSmsCodeRequest) =>
  call(REGISTER_ENDPOINTS.smsCode, { body: request }, { headers: deviceHeaders() });

export interface RegisterCodeTarget {
  mobile: string;
  dialingCode: string;
  /** Hosts Firebase's invisible reCAPTCHA; without it the platform sends the code. */
  container: HTMLElement | null;
}

/** What a sent code leaves: how long it lives (the platform's), or Firebase's handle to check it with. */
export interface SentRegisterCode {
  minutes?: number;
  confirmation?: ConfirmationResult;
}

/** Sends the registration code: through Firebase when the merchant has it, otherwise by the platform. */
export const registerCodeMutation = (firebase: FirebaseConfigValue | null | undefined) =>
  mutationOptions({
    mutationFn: async ({ mobile, dialingCode, container }: RegisterCodeTarget): Promise<SentRegisterCode> => {
      if (firebase && container)
        return { confirmation: await sendFirebaseCode(firebase, dialingCode, mobile, container) };
      const { expiredMinutes } = await postRegisterSmsCode({ mobileNo: mobile, countryDialingCode: dialingCode });
      return { minutes: expiredMinutes };
    },
  });
