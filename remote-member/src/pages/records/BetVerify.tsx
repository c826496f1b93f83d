import { useQuery } from '@tanstack/react-query';
import { QueryState, sessionKey, useFormat, useTranslation, type TextFunction } from '@platform/shared';
import type { BetFairness, RoundShow } from '@platform/shared/contract';
import { betFairnessQuery } from '../../api/bet-fairness';
import styles from '../../features/money/money.module.css';
import { checkRound } from './verify-round';
import verify from './verify.module.css';

type Revealed = BetFairness & { serverSeed: string };

/** A bet's Verify view: its seeds, and once the server seed is revealed, the round recomputed here. */
export function BetVerify({ user, roundId, id }: { user: string; roundId: string; id: string }) {
  const { t } = useTranslation('member');
  const fairness = useQuery(betFairnessQuery(user, roundId));
  return (
    <section id={id} className={verify.check} aria-label={t('records.verify.title', { id: roundId })}>
      <QueryState query={fairness}>
        {(value) =>
          value ? (
            <Seeds user={user} fairness={value} />
          ) : (
            <p className={styles.muted}>{t('records.verify.no_seeds')}</p>
          )
        }
      </QueryState>
    </section>
  );
}

function Seeds({ user, fairness }: { user: string; fairness: BetFairness }) {
  const { t } = useTranslation('member');
  const { serverSeed } = fairness;
  return (
    <>
      <dl className={verify.seeds}>
        <dt>{t('records.verify.server_seed_hash')}</dt>
        <dd>{fairness.serverSeedHash}</dd>
        <dt>{t('records.verify.server_seed')}</dt>
        <dd>{serverSeed ?? t('records.verify.server_seed_hidden')}</dd>
        <dt>{t('records.verify.client_seed')}</dt>
        <dd>{fairness.clientSeed}</dd>
        <dt>{t('records.verify.nonce')}</dt>
        <dd>{fairness.nonce}</dd>
      </dl>
      {serverSeed === null ? null : <Recomputed user={user} fairness={{ ...fairness, serverSeed }} />}
      <p className={styles.muted}>{t('records.verify.note')}</p>
    </>
  );
}

function Recomputed({ user, fairness }: { user: string; fairness: Revealed }) {
  const { t } = useTranslation('member');
  const { formatPesos } = useFormat();
  // Web Crypto answers asynchronously; the query holds the answer for this seed and round.
  const check = useQuery({
    queryKey: sessionKey(user, 'records', 'fairness-check', fairness.roundId, fairness.serverSeed),
    queryFn: () => checkRound(fairness),
    staleTime: Infinity,
    retry: false,
  });
  if (check.isPending) return <p role="status">{t('records.verify.checking')}</p>;
  if (check.isError) return <p role="alert">{t('records.verify.check_failed')}</p>;
  const result = check.data;
  const verified = result.hashMatches && result.resultMatches;
  return (
    <>
      <dl className={verify.seeds}>
        <dt>{t('records.verify.result')}</dt>
        <dd>{describeOutcome(result.outcome, t)}</dd>
        <dt>{t('records.payout')}</dt>
        <dd>{formatPesos(result.payout)}</dd>
      </dl>
      <p className={styles.muted}>{t(result.hashMatches ? 'records.verify.hash_ok' : 'records.verify.hash_bad')}</p>
      <p className={verify.verdict} data-verified={verified} role="status">
        {t(verified ? 'records.verify.verified' : 'records.verify.not_verified')}
      </p>
    </>
  );
}

function describeOutcome(outcome: RoundShow, t: TextFunction<'member'>): string {
  if ('reels' in outcome) {
    return t('records.verify.reels', {
      reels: outcome.reels.map((symbol) => t(`records.verify.symbols.${symbol}`)).join(', '),
    });
  }
  if ('winner' in outcome) {
    const [a, b] = outcome.cards;
    return t('records.verify.cards', {
      a,
      b,
      winner: t(outcome.winner === 'A' ? 'records.verify.red' : 'records.verify.blue'),
    });
  }
  switch (outcome.game) {
    case 'fishing':
      return t(outcome.caught ? 'records.verify.fishing_caught' : 'records.verify.fishing_escaped', {
        fish: t(`records.verify.fish.${outcome.fish}`),
      });
    case 'baccarat':
      return t('records.verify.baccarat', {
        player: outcome.player.join(' '),
        banker: outcome.banker.join(' '),
        playerPoints: outcome.playerPoints,
        bankerPoints: outcome.bankerPoints,
        result: t(`records.verify.baccarat_results.${outcome.result}`),
      });
    case 'sabong':
      return t('records.verify.sabong', { result: t(`records.verify.sabong_results.${outcome.result}`) });
    case 'sports':
      return t('records.verify.sports', { home: outcome.score[0], away: outcome.score[1], result: outcome.result });
    case 'lottery':
      return t('records.verify.lottery', { numbers: outcome.drawn.join(', '), hits: outcome.hits });
  }
}
