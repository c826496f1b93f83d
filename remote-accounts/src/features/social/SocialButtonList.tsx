import { mutationOptions } from '@tanstack/react-query';
import { Button, LOADING_MS, toast, useTranslation, useWrite } from '@platform/shared';
import type { FirebaseConfigValue } from '@platform/shared/contract';
import type { SocialProvider } from './social-sign-in';
import styles from '../layout/page.module.css';

const ICONS: Record<SocialProvider, string> = {
  google:
    'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 01-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0012 22zM6.4 14a6 6 0 010-3.9V7.5H3.1a10 10 0 000 9zM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 003.1 7.5l3.3 2.6C7.2 7.7 9.4 5.9 12 5.9z',
  facebook:
    'M22 12a10 10 0 10-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0022 12z',
};

/**
 * Signs in through a provider, then with the platform. The sign-in and Firebase's loader come with
 * the tap: the page shows only the buttons.
 */
const socialSignInMutation = () =>
  mutationOptions({
    mutationFn: ({ config, provider }: { config: FirebaseConfigValue; provider: SocialProvider }) =>
      import('./social-sign-in').then(({ signInWithProvider }) => signInWithProvider(config, provider)),
  });

export interface SocialButtonListProps {
  config: FirebaseConfigValue;
  providers: readonly SocialProvider[];
  onSuccess: () => void;
}

/** The sign-in buttons of the providers the merchant has turned on. */
export function SocialButtonList({ config, providers, onSuccess }: SocialButtonListProps) {
  const { t } = useTranslation('accounts');
  const submit = useWrite(socialSignInMutation());

  const onClick = (provider: SocialProvider) =>
    submit.run(
      { config, provider },
      {
        waitMs: LOADING_MS.logout,
        onSuccess,
        onFailure: (_failure, cause) => {
          const code = (cause as { code?: string } | null)?.code ?? '';
          // A closed popup is the member's choice, not a failure worth a message.
          if (code.startsWith('auth/popup-closed') || code.startsWith('auth/cancelled-popup')) return 'none';
          if (!code.startsWith('auth/')) return 'toast';
          toast.fail(t('social.failed'));
          return 'none';
        },
      },
    );

  return (
    <div className={styles.stack}>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" block disabled={submit.busy} onClick={() => void onClick(provider)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.buttonIcon}>
            <path d={ICONS[provider]} fill="currentColor" />
          </svg>
          {t(`social.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
