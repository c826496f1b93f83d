import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ResponsibleGaming,
  useMemberInfo,
  useScope,
  useSession,
  useSessionUser,
  useSiteConfig,
  useUnreadCount,
} from '@platform/shared';
import type { PromotionKey } from '@platform/shared/contract';
import { clubQuery } from '../../api/club';
import { promotionsQuery } from '../../api/promotions';
import { AccountBlock, GuestPrompt } from './AccountBlock';
import { DownloadTile } from './DownloadTile';
import { MainTiles } from './MainTiles';
import { EntryGroups, EntryList } from './MineEntries';
import { MineTopBar } from './MineTopBar';
import { ReferralSheet } from './ReferralSheet';
import { mineEntries } from './mine-entries';
import styles from './mine-page.module.css';
import fresh from './mine-new.module.css';

const NO_PROMOTIONS: ReadonlySet<PromotionKey> = new Set();

/** /m/mine and /m/member/home: the member centre, in the merchant's template (mem_cen "1" is the new one). */
export function MinePage() {
  const { info } = useSession();
  const user = useSessionUser();
  const scope = useScope();
  const { startup } = useSiteConfig();
  const member = useMemberInfo().data ?? null;
  const club = useQuery({ ...clubQuery(user ?? '', scope), enabled: user !== null }).data ?? null;
  // Until the switches arrive (or if they cannot), promotion entries stay hidden.
  const promotions = useQuery(promotionsQuery(scope.merchant)).data ?? NO_PROMOTIONS;
  const unread = useUnreadCount();
  const [referralOpen, setReferralOpen] = useState(false);

  const entries = mineEntries({ member: info ? member : null, whitelabel: startup?.whitelabel ?? {}, promotions });
  const isNew = startup?.mobileTemplate.mem_cen === '1';
  const entriesProps = { entries, unread, onReferral: () => setReferralOpen(true) };

  return (
    <div className={`${styles.page} ${isNew ? fresh.page : ''}`} data-template={isNew ? 'new' : 'classic'}>
      <MineTopBar />
      {info ? (
        <AccountBlock info={info} member={member} club={club} className={isNew ? fresh.hero : undefined} />
      ) : (
        <GuestPrompt className={isNew ? fresh.hero : undefined} />
      )}
      {/* The spec's order; the new template lifts the tiles into the account card above the download tile. */}
      {isNew ? <MainTiles className={fresh.tiles} /> : <DownloadTile />}
      {isNew ? <DownloadTile className={fresh.download} /> : <MainTiles />}
      {isNew ? <EntryGroups {...entriesProps} /> : <EntryList {...entriesProps} />}
      <ResponsibleGaming />
      {referralOpen && user ? <ReferralSheet user={user} onClose={() => setReferralOpen(false)} /> : null}
    </div>
  );
}
