import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  QueryState,
  TOAST_MS,
  paths,
  toast,
  useNavigate,
  useScope,
  useSessionUser,
  useTranslation,
} from '@platform/shared';
import type { ReferralValue } from '@platform/shared/contract';
import { promotionsQuery } from '../../api/promotions';
import { referralQuery } from '../../api/referral';
import styles from './invite-friends.module.css';
import { copyText as copy } from '../../features/clipboard/copy-text';

function Invitation({ referral }: { referral: ReferralValue }) {
  const { t } = useTranslation('member');
  const linkId = useId();
  const link = `${window.location.origin}${referral.registerPath}`;
  const copyText = async (text: string) => {
    if (await copy(text)) toast.success(t('invite.copied'));
    else toast.fail(t('invite.copy_failed'));
  };
  const share = async () => {
    const data = { title: t('invite.title'), text: t('invite.share_text', { link }), url: link };
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyText(link);
  };
  return (
    <>
      <section className={styles.card} aria-label={t('invite.code')}>
        <p className={styles.label}>{t('invite.code')}</p>
        <p className={styles.code}>{referral.code}</p>
        <Button variant="secondary" onClick={() => void copyText(referral.code)}>
          {t('invite.copy_code')}
        </Button>
        <label className={styles.label} htmlFor={linkId}>
          {t('invite.link')}
        </label>
        <input id={linkId} className={styles.link} readOnly value={link} onFocus={(e) => e.target.select()} />
        <div className={styles.buttons}>
          <Button onClick={() => void copyText(link)}>{t('invite.copy_link')}</Button>
          <Button variant="secondary" onClick={() => void share()}>
            {t('invite.share')}
          </Button>
        </div>
        <p className={styles.count}>{t('invite.invited', { count: referral.invitedCount })}</p>
      </section>
      <section className={styles.rules}>
        <h2>{t('invite.rules')}</h2>
        <ol>
          <li>{t('invite.rule_1')}</li>
          <li>{t('invite.rule_2')}</li>
          <li>{t('invite.rule_3')}</li>
        </ol>
      </section>
    </>
  );
}

/**
 * /m/inviteFriends (spec section 4): a visitor goes to login; while the REFERRAL promotion is off the
 * contact_service message shows for 2 s and the page goes home; otherwise the member's link and code.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation('member');
  const user = useSessionUser();
  const navigate = useNavigate();
  const scope = useScope();
  const promotions = useQuery({ ...promotionsQuery(scope.merchant), enabled: user !== null });
  const referralOff = promotions.data !== undefined && !promotions.data.has('REFERRAL');
  const referral = useQuery({
    ...referralQuery(user ?? ''),
    enabled: user !== null && promotions.data?.has('REFERRAL') === true,
  });

  useEffect(() => {
    if (!user) navigate(paths.login, { replace: true });
    else if (referralOff) {
      toast.info(t('invite.contact_service'), TOAST_MS.reject);
      navigate(paths.home, { replace: true });
    }
  }, [user, referralOff, navigate, t]);

  if (!user || referralOff) return null;
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('invite.intro')}</p>
      {promotions.data === undefined ? (
        <QueryState query={promotions}>{() => null}</QueryState>
      ) : (
        <QueryState query={referral}>{(value) => <Invitation referral={value} />}</QueryState>
      )}
    </div>
  );
}
