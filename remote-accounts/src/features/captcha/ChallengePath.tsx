import { useEffect, useRef } from 'react';
import { useTranslation } from '@platform/shared';
import type { ChallengeStatus } from './use-login-challenge';
import styles from './captcha.module.css';

export interface ChallengePathProps {
  status: ChallengeStatus;
  /** Back to the picture. */
  onUseImage: () => void;
}

const STATUS_KEY = { idle: null, working: 'challenge.working', solved: 'challenge.solved' } as const;

/**
 * What shows instead of the captcha for someone who cannot see its picture: the phone proves some work
 * when the form is sent, and says so in a live region, with a progress bar while it works.
 */
export function ChallengePath({ status, onUseImage }: ChallengePathProps) {
  const { t } = useTranslation('accounts');
  const explanation = useRef<HTMLParagraphElement | null>(null);
  // It shows because the member asked for it: reading on from here tells them what happens next.
  useEffect(() => explanation.current?.focus(), []);
  const key = STATUS_KEY[status.state];
  return (
    <div className={styles.challenge}>
      <p ref={explanation} tabIndex={-1} className={styles.explain}>
        {t('challenge.explain')}
      </p>
      <p role="status" className={styles.status}>
        {key ? t(key) : ''}
      </p>
      {status.state === 'working' ? (
        <progress className={styles.progress} max={100} value={status.percent} aria-label={t('challenge.progress')}>
          {t('challenge.percent', { percent: status.percent })}
        </progress>
      ) : null}
      <button type="button" className={styles.switch} onClick={onUseImage}>
        {t('challenge.use_image')}
      </button>
    </div>
  );
}
