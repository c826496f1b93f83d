import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { mutationOptions } from '@tanstack/react-query';
import {
  FORM_FAILURE,
  LOADING_MS,
  fieldMessage,
  RULE_FORM_OPTIONS,
  ruleResolver,
  toApiError,
  useFormFields,
  useRules,
  useWrite,
  type RuleContext,
  failed,
  type MessageKey,
} from '@platform/shared';
import { validateField } from '@platform/shared/contract';
import { useCaptcha } from '../captcha/use-captcha';
import { useLoginChallenge } from '../captcha/use-login-challenge';
import { keepOrForgetLogin, useRememberedLogin } from '../remember/remember-store';
import { signIn } from '../sign-in/sign-in';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

const resolver = ruleResolver<LoginValues>({
  username: 'loginUsername',
  password: 'loginPassword',
  // The server asked for a code, so it is required whatever the table says.
  captcha: (value, _values, table) =>
    value.trim() === '' ? failed('error.captcha_required') : validateField(table, 'captcha', value),
});

const WITHOUT_CAPTCHA = ['username', 'password'] as const;
const WITH_CAPTCHA = ['username', 'password', 'captcha'] as const;

/** A refusal that says how long to wait: the wait is worth showing, not just "later". */
const TOO_MANY_KEY: MessageKey = 'accounts:login.too_many';

/** What one login sends: the username, the password, and the captcha's answer when one is asked. */
interface LoginAttempt {
  username: string;
  password: string;
  answer: string;
}

const EMPTY: LoginValues = { username: '', password: '', captcha: '', remember: false };

/** What the page or dialog can ask of the form. */
export interface LoginFormHandle {
  /** A new captcha, when the member switches back to this method. */
  renewCaptcha: () => void;
  /** Focus on the username, when the dialog opens. */
  focus: () => void;
}

/** The username login form (the login page and the login dialog). */
export function useLoginForm(onSuccess: () => void, handle?: Ref<LoginFormHandle>) {
  const table = useRules();
  const [captchaShown, setCaptchaShown] = useState(false);
  // "I can't see the picture": a proof of work in place of the captcha's answer.
  const [withoutImage, setWithoutImage] = useState(false);
  const captcha = useCaptcha(captchaShown && !withoutImage);
  const challenge = useLoginChallenge();
  // The server asked this login for a challenge because its network address is busy.
  const [busyNetwork, setBusyNetwork] = useState(false);
  const captchaAsked = captchaShown && !withoutImage;
  const remembered = useRememberedLogin('username');
  const form = useForm<LoginValues, RuleContext>({
    ...RULE_FORM_OPTIONS,
    resolver,
    context: { fields: captchaAsked ? WITH_CAPTCHA : WITHOUT_CAPTCHA },
    defaultValues: EMPTY,
    // The remembered login fills the form when it is read, but not over what was typed meanwhile.
    values: remembered
      ? { ...EMPTY, username: remembered.username, password: remembered.password, remember: true }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const fields = useFormFields(form);
  // RHF focuses a field on the next tick; the dialog's first focus must not land after the member moved it.
  const usernameInput = useRef<HTMLInputElement | null>(null);
  const usernameField = fields.field('username');

  const reloadCaptcha = () => {
    form.setValue('captcha', '');
    captcha.reload();
  };
  useImperativeHandle(handle, () => ({
    renewCaptcha: () => {
      if (captchaAsked) reloadCaptcha();
    },
    focus: () => usernameInput.current?.focus(),
  }));

  /** A captcha answers once: every failure that asks for one brings a fresh image. */
  const askForCaptcha = () => {
    // Without the picture, every submit asks for a fresh challenge anyway.
    if (withoutImage) return;
    if (captchaShown) {
      reloadCaptcha();
      return;
    }
    flushSync(() => setCaptchaShown(true));
    form.setFocus('captcha');
  };

  const switchToChallenge = () => {
    form.clearErrors('captcha');
    setWithoutImage(true);
  };
  const switchToImage = () => {
    challenge.reset();
    form.setValue('captcha', '');
    flushSync(() => setWithoutImage(false));
    form.setFocus('captcha');
  };

  /** What stands in for the captcha, when one is asked: its answer, or a solved challenge. */
  const humanProof = async (username: string, answer: string) => {
    if (!captchaShown) return {};
    if (withoutImage) return challenge.solve(username);
    return { captcha: answer.trim(), captchaId: captcha.captcha?.captchaId };
  };

  /**
   * The login, and when the server asks for a challenge (many phones behind one carrier address), the
   * same login again with one solved: the phone works a second or two, and the player is asked nothing.
   * One write, declared here since its captcha and challenge are this form's.
   */
  const signInProved = async ({ username, password, answer }: LoginAttempt) => {
    try {
      return await signIn({ username, password, ...(await humanProof(username, answer)) });
    } catch (error) {
      if (toApiError(error).code !== 'auth.challenge_required') throw error;
      setBusyNetwork(true);
      return signIn({ username, password, ...(await challenge.solve(username)) });
    }
  };
  const submit = useWrite(mutationOptions({ mutationFn: signInProved }), { form });

  const onValid = ({ username, password, captcha: answer, remember }: LoginValues) =>
    submit.run(
      { username: username.trim(), password, answer },
      {
        waitMs: LOADING_MS.logout,
        onSuccess: async () => {
          await keepOrForgetLogin(remember, { type: 'username', username: username.trim(), password });
          onSuccess();
        },
        onFailure: (failure) => {
          challenge.reset();
          const seconds = failure.code === 'rate.limited' ? failure.data?.retryAfterSeconds : undefined;
          if (seconds !== undefined) {
            form.setError(FORM_FAILURE, { type: failure.code, message: fieldMessage(TOO_MANY_KEY, { seconds }) });
            return 'none';
          }
          if (failure.data?.captcha) askForCaptcha();
          return 'form';
        },
      },
    );

  return {
    username: {
      ...usernameField,
      ref: (element: HTMLInputElement | null) => {
        usernameField.ref(element);
        usernameInput.current = element;
      },
    },
    field: fields.field,
    register: form.register,
    failure: fields.failure,
    onSubmit: fields.handleSubmit(onValid),
    busy: submit.busy,
    table,
    captchaShown,
    captcha,
    reloadCaptcha,
    withoutImage,
    busyNetwork,
    challenge: challenge.status,
    switchToChallenge,
    switchToImage,
  };
}
