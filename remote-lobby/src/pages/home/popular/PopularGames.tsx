import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  Button,
  Empty,
  gameListQuery,
  Link,
  QueryState,
  useErrorMessage,
  useNavigate,
  useScope,
  useTranslation,
} from '@platform/shared';
import type { GameItem, GameListValue, GameType, VendorName } from '@platform/shared/contract';
import { hotGamesQuery } from '../../../api/hot-games';
import { useVendorGameTypes } from '../../../api/vendor-game-types';
import { useDrawnLater } from '../../../features/drawn-later';
import { PlayableGameGrid } from '../../../features/game-grid';
import { useLaunchGame } from '../../../features/launch';
import { TabList } from '../../../features/tabs';
import { VendorCarousel } from '../../../features/vendor-carousel';
import { gameListPath, vendorOpensLobby } from '../../../features/vendors';
import { menuCategories, panelOf, type CategoryPanel, type MenuCategory } from './categories';
import styles from './popular-games.module.css';

function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.placeholder} ${styles.reserved}`} aria-busy="true">
      <span role="status">{t('loading')}</span>
    </div>
  );
}

/** Games as the lobby's tiles, or the empty placeholder. */
function Games({ games, label }: { games: readonly GameItem[]; label: string }) {
  if (games.length === 0) return <Empty />;
  return <PlayableGameGrid games={games} label={label} />;
}

function HotGames({ label }: { label: string }) {
  const hot = useDrawnLater(useQuery(hotGamesQuery(useScope())));
  return (
    <QueryState query={hot} loading={<PanelLoading />}>
      {(games) => (
        <div className={styles.reserved}>
          <Games games={games} label={label} />
        </div>
      )}
    </QueryState>
  );
}

const firstPageGames = (data: InfiniteData<GameListValue>) => data.pages[0]?.games ?? [];

/** The first page of a type's games (of one vendor, for INHOUSE), and a link to the whole list. */
function GameListPreview({ gameType, vendor, label }: { gameType: GameType; vendor?: string; label: string }) {
  const { t } = useTranslation('lobby');
  const filter = vendor ? { gameType, vendor } : { gameType };
  const firstPage = useDrawnLater(useInfiniteQuery({ ...gameListQuery(useScope(), filter), select: firstPageGames }));
  return (
    <QueryState query={firstPage} loading={<PanelLoading />}>
      {(games) => (
        <>
          <Games games={games} label={label} />
          <Link className={styles.more} to={gameListPath(gameType, vendor)}>
            {t('home.popular.more', { category: label })}
          </Link>
        </>
      )}
    </QueryState>
  );
}

/** A category's vendors: a lottery vendor launches by its rule, any other opens its game list. */
function Vendors({ vendors, label }: { vendors: readonly VendorName[]; label: string }) {
  const launch = useLaunchGame();
  const navigate = useNavigate();
  if (vendors.length === 0) return <Empty />;
  const open = (vassalage: string) => {
    const vendor = vendors.find((item) => item.vassalage === vassalage);
    if (!vendor) return;
    if (vendorOpensLobby(vendor.gameType)) launch({ vendor: vendor.vassalage });
    else void navigate(gameListPath(vendor.gameType, vendor.vassalage));
  };
  return <VendorCarousel vendors={vendors} onSelect={open} label={label} />;
}

function Panel({ panel, label }: { panel: CategoryPanel; label: string }) {
  if (panel.kind === 'hot') return <HotGames label={label} />;
  if (panel.kind === 'list') return <GameListPreview gameType={panel.gameType} vendor={panel.vendor} label={label} />;
  return <Vendors vendors={panel.vendors} label={label} />;
}

/** The popular-games panel of home: the category menu and what the chosen category shows. */
export default function PopularGames() {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const panelId = useId();
  const vendorTypes = useDrawnLater(useVendorGameTypes());
  const categories = vendorTypes.data ?? [];
  const failure = useErrorMessage(vendorTypes.isError && !vendorTypes.data ? vendorTypes.error : null);
  const menu = menuCategories(categories);
  const [chosen, setChosen] = useState<MenuCategory>('HOT');
  const active = menu.includes(chosen) ? chosen : 'HOT';
  const name = (category: MenuCategory) => t(`games.category.${category}`);
  return (
    <section className={styles.popular} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('home.popular.title')}
      </h2>
      <TabList
        label={t('home.popular.categories')}
        items={menu.map((category) => ({ value: category, label: name(category) }))}
        value={active}
        onSelect={setChosen}
        panelId={panelId}
      />
      {failure ? (
        <p className={styles.failure} role="alert">
          <span>{failure.message}</span>
          <Button variant="link" onClick={() => void vendorTypes.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </p>
      ) : null}
      <div id={panelId} role="tabpanel" aria-label={name(active)} className={styles.panel}>
        <Panel panel={panelOf(active, categories)} label={name(active)} />
      </div>
    </section>
  );
}
