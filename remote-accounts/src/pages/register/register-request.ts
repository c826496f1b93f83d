import { REGISTER_TYPE, detectChannel } from '@platform/shared';
import type { RegisterRequest } from '@platform/shared/contract';
import { RULE_FIELDS, type RegisterField, type RegisterMethod, type RegisterValues } from './register-fields';

export interface RequestParts {
  method: RegisterMethod;
  /** The fields shown: only these are sent, and only when filled. */
  shown: ReadonlyArray<RegisterField | 'age'>;
  dialingCode: string;
  captchaId?: string;
  /** With Firebase, the ID token that proves the mobile number. */
  firebaseIdToken?: string;
}

/** The registration call's body from the form's values (spec §3). */
export function registerRequest(values: RegisterValues, parts: RequestParts): RegisterRequest {
  const { method, shown, dialingCode, captchaId, firebaseIdToken } = parts;
  const request: RegisterRequest = {
    registerMethod: method,
    registerUrl: window.location.href,
    domain: window.location.hostname,
    type: REGISTER_TYPE,
    channel: detectChannel(),
    countryDialingCode: dialingCode,
    ageConfirmed: values.age,
  };
  const include = (key: keyof RegisterRequest & string, field: RegisterField, trim = true) => {
    if (shown.includes(field) && values[field] !== '')
      Object.assign(request, { [key]: trim ? values[field].trim() : values[field] });
  };
  include('username', 'username');
  include('password', 'password', false);
  include('confirmPassword', 'confirmPassword', false);
  include('mobileNum', method === 'mobile' ? 'mobile' : 'mobileNum');
  include('verificationCode', 'verificationCode');
  for (const field of RULE_FIELDS) include(field.name, field.name, field.name !== 'paymentPassword');
  include('recommenderId', 'recommenderId');
  include('affiliateCode', 'affiliateCode');
  include('captcha', 'captcha');
  if (captchaId) request.captchaId = captchaId;
  if (firebaseIdToken) Object.assign(request, { firebaseIdToken, firebaseChannel: 'sms' });
  return request;
}
