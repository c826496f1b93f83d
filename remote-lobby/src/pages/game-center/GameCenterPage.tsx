import { useId } from 'react';
import {
  QueryState,
  paths,
  useLocation,
  useNavigate,
  useScope,
  useSearchParams,
  useTranslation,
} from '@platform/shared';
import type { GameCategory, VendorName } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { hotGamesQuery } from '../../api/hot-games';
import { useVendorGameTypes } from '../../api/vendor-game-types';
import { PlayableGameGrid } from '../../features/game-grid';
import { useLaunchGame } from '../../features/launch';
import { TabList } from '../../features/tabs';
import ui from '../../features/ui/ui.module.css';
import { VendorButton } from '../../features/vendor-carousel';
import { gameListPath, lobbyCategories, vendorOpensLobby, vendorsOf } from '../../features/vendors';
import styles from './game-center.module.css';

/** The centre's tabs: the hot games first, then every vendor category. */
type CentreTab = 'HOT' | GameCategory;
const CATEGORY_PARAM = 'category';

function HotGames() {
  const { t } = useTranslation('lobby');
  const hot = useQuery(hotGamesQuery(useScope()));
  return (
    <QueryState query={hot}>{(games) => <PlayableGameGrid games={games} label={t('games.category.HOT')} />}</QueryState>
  );
}

/** A category's vendors: a lottery vendor opens its own lobby, any other its game list. */
function Vendors({ category, vendors }: { category: GameCategory; vendors: readonly VendorName[] }) {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const open = (vendor: VendorName) => {
    if (vendorOpensLobby(category)) launch({ vendor: vendor.vassalage });
    else navigate(gameListPath(vendor.gameType, vendor.vassalage));
  };
  return (
    <ul className={styles.vendors}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorButton vendor={vendor} onSelect={() => open(vendor)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /m/gameCenter and /m/slotsCenter: the hot games and each category's vendors under tabs. The
 * slots centre opens on slots; the chosen tab is kept in the URL.
 */
export function GameCenterPage() {
  const { t } = useTranslation('lobby');
  const panelId = useId();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const vendorTypes = useVendorGameTypes();
  const categories = lobbyCategories(vendorTypes.data ?? []);
  const tabs: CentreTab[] = ['HOT', ...categories.map((category) => category.gameCategory)];
  const fallback: CentreTab = pathname === paths.slotsCenter ? 'RNG' : 'HOT';
  const wanted = search.get(CATEGORY_PARAM);
  const current = tabs.find((tab) => tab === wanted) ?? fallback;
  const title = t(pathname === paths.slotsCenter ? 'centre.slots_title' : 'centre.title');
  return (
    <div className={styles.page}>
      <h1 className={ui.srOnly}>{title}</h1>
      <TabList
        label={t('games.categories')}
        items={tabs.map((tab) => ({ value: tab, label: t(`games.category.${tab}`) }))}
        value={current}
        onSelect={(tab) => setSearch({ [CATEGORY_PARAM]: tab }, { replace: true })}
        panelId={panelId}
      />
      <section id={panelId} role="tabpanel" aria-label={t(`games.category.${current}`)} className={styles.panel}>
        {current === 'HOT' ? (
          <HotGames />
        ) : (
          <QueryState query={vendorTypes}>
            {() => <Vendors category={current} vendors={vendorsOf(categories, current)} />}
          </QueryState>
        )}
      </section>
    </div>
  );
}
