import { AccountBlock, GuestPrompt } from './AccountBlock';
import { MainTiles } from './MainTiles';
import { MineTopBar } from './MineTopBar';
import { useMemberRecord } from './use-member-record';
import styles from './mine-page.module.css';

/** /m/mine and /m/member/home: the member centre. */
export function MinePage() {
  const { info, member } = useMemberRecord();
  return (
    <div className={styles.page}>
      <MineTopBar />
      {info ? <AccountBlock info={info} member={member} /> : <GuestPrompt />}
      <MainTiles loggedIn={info !== null} />
    </div>
  );
}
