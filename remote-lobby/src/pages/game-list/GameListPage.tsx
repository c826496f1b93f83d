import { lazy, useEffect, useId, useState } from 'react';
import {
  Button,
  Dialog,
  useLoginHere,
  useScope,
  useSessionUser,
  useTranslation,
  type DataType,
} from '@platform/shared';
import type { GameCategory } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { gameMenusQuery } from '../../api/game-menus';
import { useVendorGameTypes } from '../../api/vendor-game-types';
import { useDrawnLater } from '../../features/drawn-later';
import { OptionalPart } from '../../features/optional-part';
import { LinkTabs, TabList } from '../../features/tabs';
import { VendorCarousel } from '../../features/vendor-carousel';
import { categoryPath, lobbyCategories, vendorsOf } from '../../features/vendors';
import { useGameListState } from './game-list-params';
import { GameResults, MembersOnly } from './GameResults';
import { SearchBox } from './SearchBox';
import ui from '../../features/ui/ui.module.css';
import styles from './game-list.module.css';

// The filter panel is not needed to show the list: its code comes once the page is idle, or on the
// tap that opens it. Made afresh on a retry, because a lazy component keeps the failure of its import.
const importFilter = () => import(/* webpackChunkName: "game-filter" */ '../../features/game-filter');
const lazyFilter = () => lazy(() => importFilter().then(({ GameFilterDialog }) => ({ default: GameFilterDialog })));

/** In place of the filter panel when its code could not load. */
function FilterFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <Dialog
      title={t('filter.title')}
      onClose={onClose}
      placement="center"
      footer={
        <Button variant="secondary" onClick={onRetry}>
          {t('retry', { ns: 'common' })}
        </Button>
      }
    >
      <p role="alert">{t('filter.load_failed')}</p>
    </Dialog>
  );
}

/** Categories with a game list of their own (INHOUSE is the slots list of the house vendor). */
const listed = (category: GameCategory) => category !== 'INHOUSE';

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /m/gameList?gameType= and /m/gameLobby: the games of one type with category tabs, a search, the
 * vendors, the recent / favourites / hot modes, classification tabs and a filter panel.
 */
export function GameListPage() {
  const { t } = useTranslation('lobby');
  const loginHere = useLoginHere();
  const panelId = useId();
  const { state, chooseVendor, chooseClassify, chooseDataType, search, applyFilter } = useGameListState();
  const { gameType, dataType } = state;
  const member = useSessionUser() !== null;
  const [filterOpen, setFilterOpen] = useState(false);
  const [GameFilterDialog, setFilterDialog] = useState(lazyFilter);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    // A failed early load is left to the tap, which asks again and shows its own notice.
    const idle = requestIdleCallback(() => void importFilter().catch(() => undefined), { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);

  const vendorTypes = useDrawnLater(useVendorGameTypes());
  const categories = lobbyCategories(vendorTypes.data ?? []).map((category) => category.gameCategory);
  const vendors = vendorsOf(lobbyCategories(vendorTypes.data ?? []), gameType);
  const menus = useDrawnLater(useQuery(gameMenusQuery(useScope(), gameType, state.vendor)));

  const typeName = t(`games.category.${gameType}`);
  const onDataType = (next: DataType) => {
    if ((next === 'recent' || next === 'fav') && !member) loginHere();
    else chooseDataType(next);
  };
  const modes: Array<{ value: DataType; label: string }> = [
    { value: 'all', label: t('games.mode.all') },
    { value: 'recent', label: t('games.mode.recent') },
    { value: 'fav', label: t('games.mode.fav') },
    { value: 'hot', label: t('games.mode.hot') },
  ];
  const activeFilters = [state.vendor, state.classify !== 'ALL' ? state.classify : undefined, state.minBet].filter(
    (value) => value !== undefined,
  ).length;

  return (
    <div className={styles.page}>
      <h1 className={ui.srOnly}>{typeName}</h1>
      {/* Until the vendors are known, their rows' places are held, so that nothing under them moves. */}
      {vendorTypes.isPending && <div className={styles.categoriesPending} aria-hidden="true" />}
      {categories.length > 0 && (
        <LinkTabs
          label={t('games.categories')}
          tabs={categories.filter(listed).map((category) => ({
            key: category,
            label: t(`games.category.${category}`),
            to: categoryPath(category),
            current: category === gameType,
          }))}
        />
      )}
      <div className={styles.toolbar}>
        <SearchBox key={gameType} value={state.search} onSearch={search} />
        <button
          type="button"
          className={styles.filterButton}
          aria-haspopup="dialog"
          onClick={() => setFilterOpen(true)}
        >
          <FilterIcon />
          <span>{activeFilters > 0 ? t('filter.open_count', { count: activeFilters }) : t('filter.open')}</span>
        </button>
      </div>
      {vendorTypes.isPending && <div className={styles.vendorsPending} aria-hidden="true" />}
      <VendorCarousel
        vendors={vendors}
        selected={state.vendor}
        onSelect={chooseVendor}
        label={t('games.vendors', { type: typeName })}
      />
      <TabList label={t('games.modes')} items={modes} value={dataType} onSelect={onDataType} panelId={panelId} />
      {dataType === 'all' && menus.isPending && <div className={styles.tabsPending} aria-hidden="true" />}
      {dataType === 'all' && menus.data && menus.data.length > 1 && (
        <TabList
          label={t('games.classifications')}
          items={menus.data.map((menu) => ({ value: menu.key, label: menu.name }))}
          value={state.classify}
          onSelect={chooseClassify}
          panelId={panelId}
          idPrefix={`${panelId}-classify`}
        />
      )}
      <section
        id={panelId}
        role="tabpanel"
        className={styles.results}
        aria-label={t('games.results', { type: typeName })}
      >
        {(dataType === 'recent' || dataType === 'fav') && !member ? (
          <MembersOnly dataType={dataType} />
        ) : (
          <GameResults state={state} label={t('games.title')} />
        )}
      </section>
      {filterOpen && (
        <OptionalPart
          failed={(retry) => <FilterFailed onRetry={retry} onClose={() => setFilterOpen(false)} />}
          onRetry={() => setFilterDialog(lazyFilter)}
        >
          <GameFilterDialog
            gameType={gameType}
            vendors={vendors}
            classifications={menus.data ?? []}
            value={{
              vendor: state.vendor,
              classify: state.classify === 'ALL' ? undefined : state.classify,
              minBet: state.minBet,
            }}
            onApply={applyFilter}
            onClose={() => setFilterOpen(false)}
            categories={categories.filter((category) => listed(category) && category !== gameType)}
          />
        </OptionalPart>
      )}
    </div>
  );
}
