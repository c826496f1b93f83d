import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Empty,
  QueryState,
  TabList,
  tabId,
  toast,
  useScope,
  useSessionUser,
  useTranslation,
  useFormat,
  useWrite,
} from '@platform/shared';
import type { Reward } from '@platform/shared/contract';
import { rewardClaimMutation, rewardsQuery } from '../../api/rewards';
import { SignInRequired } from '../../features/sign-in/SignInRequired';
import styles from './reward-center.module.css';

type Tab = 'to_claim' | 'history';

function RewardRow({ reward, user }: { reward: Reward; user: string }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const claim = useWrite(rewardClaimMutation(user, useScope()));
  const amount = formatPesos(reward.amount);
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <p className={styles.rowTitle}>{reward.title}</p>
        <p className={styles.rowDate}>
          {reward.claimedAt
            ? t('rewards.claimed', { date: formatDateTime(reward.claimedAt) })
            : t('rewards.received', { date: formatDateTime(reward.createdAt) })}
        </p>
      </div>
      {reward.claimed ? (
        <p className={styles.amount}>{amount}</p>
      ) : (
        <Button
          aria-label={t('rewards.claim_label', { amount, title: reward.title })}
          busy={claim.busy}
          disabled={claim.busy}
          onClick={() =>
            void claim.run(reward.id, { onSuccess: () => toast.success(t('rewards.claimed_toast', { amount })) })
          }
        >
          {t('rewards.claim', { amount })}
        </Button>
      )}
    </li>
  );
}

function Rewards({ user }: { user: string }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const [tab, setTab] = useState<Tab>('to_claim');
  const query = useQuery(rewardsQuery(user, useScope()));
  const panelId = useId();
  return (
    <>
      <TabList
        label={t('rewards.title')}
        panelId={panelId}
        value={tab}
        onSelect={setTab}
        items={(['to_claim', 'history'] as const).map((name) => ({ value: name, label: t(`rewards.${name}`) }))}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, tab)} className={styles.panel}>
        <QueryState query={query}>
          {(rewards) => {
            const list = tab === 'to_claim' ? rewards.available : rewards.history;
            if (list.length === 0)
              return <Empty text={t(tab === 'to_claim' ? 'rewards.empty' : 'rewards.history_empty')} />;
            const waiting = rewards.available.reduce((sum, reward) => sum + reward.amount, 0);
            return (
              <>
                {tab === 'to_claim' ? (
                  <p className={styles.total}>{t('rewards.total', { amount: formatPesos(waiting) })}</p>
                ) : null}
                <ul className={styles.list}>
                  {list.map((reward) => (
                    <RewardRow key={reward.id} reward={reward} user={user} />
                  ))}
                </ul>
              </>
            );
          }}
        </QueryState>
      </div>
    </>
  );
}

/** /m/rewardCenter: rewards to claim (each credits the wallet) and the ones claimed. */
export function RewardCenterPage() {
  const { t } = useTranslation('member');
  const user = useSessionUser();
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('rewards.title')}</h2>
      {user ? <Rewards user={user} /> : <SignInRequired message={t('common.sign_in_needed')} />}
    </div>
  );
}
