import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Link,
  QueryState,
  useErrorMessage,
  useScope,
  useTranslation,
  type GameListValue,
  type GameType,
} from '@platform/shared';
import { gameListQuery } from '../../../api/game-list';
import { hotGamesQuery } from '../../../api/hot-games';
import { useVendorGameTypes } from '../../../api/vendor-game-types';
import { CategoryTabs, panelId, tabId } from './CategoryTabs';
import { GameGrid } from './GameGrid';
import { VendorTiles } from './VendorTiles';
import { gameListPath, menuCategories, panelOf, type CategoryPanel, type MenuCategory } from './categories';
import styles from './popular-games.module.css';

function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.placeholder} aria-busy="true">
      <span role="status">{t('loading')}</span>
    </div>
  );
}

function HotGames() {
  const hot = useQuery(hotGamesQuery(useScope()));
  return (
    <QueryState query={hot} loading={<PanelLoading />}>
      {(games) => (games.length > 0 ? <GameGrid games={games} /> : <Empty />)}
    </QueryState>
  );
}

const firstPageGames = (data: InfiniteData<GameListValue>) => data.pages[0]?.games ?? [];

/** The first page of a type's games (of one vendor, for INHOUSE), and a link to the whole list. */
function GameListPreview({ gameType, vendor }: { gameType: GameType; vendor?: string }) {
  const { t } = useTranslation('lobby');
  const filter = vendor ? { gameType, vendor } : { gameType };
  const firstPage = useInfiniteQuery({ ...gameListQuery(useScope(), filter), select: firstPageGames });
  return (
    <QueryState query={firstPage} loading={<PanelLoading />}>
      {(games) =>
        games.length > 0 ? (
          <>
            <GameGrid games={games} />
            <Link className={styles.more} to={gameListPath(gameType, vendor)}>
              {t('home.popular.more', { category: t(`games.category.${gameType}`) })}
            </Link>
          </>
        ) : (
          <Empty />
        )
      }
    </QueryState>
  );
}

function Panel({ panel }: { panel: CategoryPanel }) {
  if (panel.kind === 'hot') return <HotGames />;
  if (panel.kind === 'list') return <GameListPreview gameType={panel.gameType} vendor={panel.vendor} />;
  return <VendorTiles vendors={panel.vendors} />;
}

/** The popular-games panel of home: the category menu and what the chosen category shows. */
export default function PopularGames() {
  const { t } = useTranslation('lobby');
  const idBase = useId();
  const vendorTypes = useVendorGameTypes();
  const categories = vendorTypes.data ?? [];
  const failure = useErrorMessage(vendorTypes.isError && !vendorTypes.data ? vendorTypes.error : null);
  const menu = menuCategories(categories);
  const [chosen, setChosen] = useState<MenuCategory>('HOT');
  const active = menu.includes(chosen) ? chosen : 'HOT';
  return (
    <section className={styles.popular} aria-labelledby={`${idBase}-title`}>
      <h2 id={`${idBase}-title`} className={styles.title}>
        {t('home.popular.title')}
      </h2>
      <CategoryTabs menu={menu} active={active} onChange={setChosen} idBase={idBase} />
      {failure ? (
        <p className={styles.failure} role="alert">
          <span>{failure.message}</span>
          <Button variant="link" onClick={() => void vendorTypes.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </p>
      ) : null}
      <div id={panelId(idBase)} role="tabpanel" aria-labelledby={tabId(idBase, active)} className={styles.panel}>
        <Panel panel={panelOf(active, categories)} />
      </div>
    </section>
  );
}
