import { useMemberInfo, useSession } from '@platform/shared';
import { AccountBlock, GuestPrompt } from './AccountBlock';
import { MainTiles } from './MainTiles';
import { MineTopBar } from './MineTopBar';
import styles from './mine-page.module.css';

/** /m/mine and /m/member/home: the member centre. */
export function MinePage() {
  const { info } = useSession();
  const member = useMemberInfo().data ?? null;
  return (
    <div className={styles.page}>
      <MineTopBar />
      {info ? <AccountBlock info={info} member={member} /> : <GuestPrompt />}
      <MainTiles loggedIn={info !== null} />
    </div>
  );
}
