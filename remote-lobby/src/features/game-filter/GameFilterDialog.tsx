import { useId, useState } from 'react';
import { Button, Dialog, Link, useTranslation } from '@platform/shared';
import { MIN_BET_OPTIONS, type GameCategory, type GameClassify, type GameType } from '@platform/shared/contract';
import type { CarouselVendor } from '../vendor-carousel';
import { categoryPath } from '../vendors';
import styles from './game-filter.module.css';

/** What the filter narrows a game list by; an absent field means "all". */
export interface GameFilterValue {
  vendor?: string;
  classify?: string;
  minBet?: number;
}

export interface GameFilterDialogProps {
  gameType: GameType;
  vendors: readonly CarouselVendor[];
  /** The type's classes (the menus); ALL is the "all" choice and is not repeated. */
  classifications: readonly GameClassify[];
  value: GameFilterValue;
  onApply: (value: GameFilterValue) => void;
  onClose: () => void;
  /** Other categories to offer links to. */
  categories: readonly GameCategory[];
}

function Choices<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T | undefined; label: string }>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={String(option.value ?? 'all')} className={styles.chip}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The game filter: a vendor (tap again to clear it), and for slots a classification and a minimum
 * bet. Nothing changes until Apply; Reset clears the choices; links lead to other categories.
 */
export function GameFilterDialog({
  gameType,
  vendors,
  classifications,
  value,
  onApply,
  onClose,
  categories,
}: GameFilterDialogProps) {
  const { t } = useTranslation('lobby');
  const [draft, setDraft] = useState<GameFilterValue>(value);
  const all = t('filter.all');
  const footer = (
    <>
      <Button variant="secondary" onClick={() => setDraft({})}>
        {t('filter.reset')}
      </Button>
      <Button
        onClick={() => {
          onApply(draft);
          onClose();
        }}
      >
        {t('filter.submit')}
      </Button>
    </>
  );
  return (
    <Dialog title={t('filter.title')} closeLabel={t('filter.close')} onClose={onClose} footer={footer}>
      {vendors.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filter.vendor')}</legend>
          <div className={styles.vendors}>
            {vendors.map((vendor) => (
              <button
                key={vendor.vassalage}
                type="button"
                className={styles.vendor}
                aria-pressed={draft.vendor === vendor.vassalage}
                onClick={() =>
                  setDraft((old) => ({
                    ...old,
                    vendor: old.vendor === vendor.vassalage ? undefined : vendor.vassalage,
                  }))
                }
              >
                <img src={vendor.iconUrl} alt="" width={160} height={80} className={styles.vendorArt} />
                <span>{vendor.vendorName}</span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {gameType === 'RNG' && (
        <>
          <Choices
            legend={t('filter.classification')}
            options={[
              { value: undefined, label: all },
              ...classifications
                .filter((item) => item.key !== 'ALL')
                .map((item) => ({ value: item.key, label: item.name })),
            ]}
            value={draft.classify}
            onChange={(classify) => setDraft((old) => ({ ...old, classify }))}
          />
          <Choices
            legend={t('filter.min_bet')}
            options={[
              { value: undefined, label: all },
              ...MIN_BET_OPTIONS.map((amount) => ({ value: amount, label: String(amount) })),
            ]}
            value={draft.minBet}
            onChange={(minBet) => setDraft((old) => ({ ...old, minBet }))}
          />
        </>
      )}
      {categories.length > 0 && (
        <nav aria-label={t('filter.other_categories')} className={styles.group}>
          <h3 className={styles.legend}>{t('filter.other_categories')}</h3>
          <ul className={styles.links}>
            {categories.map((category) => (
              <li key={category}>
                <Link to={categoryPath(category)} className={styles.link} onClick={onClose}>
                  {t(`games.category.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Dialog>
  );
}
