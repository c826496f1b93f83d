import { Button, Dialog, useTranslation } from '@platform/shared';
import type { HotMatch } from '@platform/shared/contract';
import hidden from '../../../features/ui/ui.module.css';
import { matchTime } from './match-time';
import styles from './hot-match.module.css';

function Team({ name, image }: { name: string; image: string }) {
  return (
    <span className={styles.team}>
      <img className={styles.crest} src={image} alt="" width={48} height={48} loading="lazy" decoding="async" />
      <span>{name}</span>
    </span>
  );
}

export interface HotMatchPopupProps {
  matches: readonly HotMatch[];
  onClose: () => void;
  /** Launches the first match (vendor, room id and node id). */
  onBet: () => void;
}

/** The hot matches: league, both teams with their crests, the time in Manila, and one bet button. */
export default function HotMatchPopup({ matches, onClose, onBet }: HotMatchPopupProps) {
  const { t } = useTranslation('lobby');
  return (
    <Dialog placement="center" title={t('home.hot_match.title')} onClose={onClose}>
      <ul className={styles.list}>
        {matches.map((match) => (
          <li key={match.id} className={styles.card}>
            <p className={styles.cardLeague}>{match.league}</p>
            <div className={styles.teams}>
              <Team name={match.homeTeam} image={match.homeTeamImageUrl} />
              <span className={styles.versus}>
                <span aria-hidden="true">{t('home.hot_match.vs')}</span>
                <span className={hidden.srOnly}>{t('home.hot_match.versus')}</span>
                <time dateTime={match.matchTime}>{matchTime(match.matchTime)}</time>
              </span>
              <Team name={match.awayTeam} image={match.awayTeamImageUrl} />
            </div>
          </li>
        ))}
      </ul>
      <Button block onClick={onBet}>
        {t('home.hot_match.bet')}
      </Button>
    </Dialog>
  );
}
