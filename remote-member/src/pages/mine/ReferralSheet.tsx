import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Link, QueryState, paths, toast, useTranslation } from '@platform/shared';
import { referralQuery } from '../../api/referral';
import styles from './mine-page.module.css';
import { copyText as copy } from '../../features/clipboard/copy-text';

/** The referral panel: the member's invitation link, to copy and send to friends. */
export function ReferralSheet({ user, onClose }: { user: string; onClose: () => void }) {
  const { t } = useTranslation('member');
  const linkId = useId();
  const query = useQuery(referralQuery(user));
  return (
    <Dialog title={t('referral.title')} onClose={onClose}>
      <p className={styles.sheetText}>{t('referral.hint')}</p>
      <QueryState query={query}>
        {(referral) => {
          const link = `${window.location.origin}${referral.registerPath}`;
          return (
            <div className={styles.referral}>
              <p className={styles.code}>
                {t('referral.code')} <strong>{referral.code}</strong>
              </p>
              <label className={styles.linkLabel} htmlFor={linkId}>
                {t('referral.link')}
              </label>
              <input
                id={linkId}
                className={styles.linkField}
                readOnly
                value={link}
                onFocus={(e) => e.target.select()}
              />
              <Button
                block
                onClick={async () => {
                  if (await copy(link)) toast.success(t('referral.copied'));
                  else toast.fail(t('referral.copy_failed'));
                }}
              >
                {t('referral.copy')}
              </Button>
              <Link className={styles.invitePage} to={paths.inviteFriends}>
                {t('referral.invite_page')}
              </Link>
            </div>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
