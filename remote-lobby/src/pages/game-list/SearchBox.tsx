import { useEffect, useId, useState, type FormEvent } from 'react';
import { IconButton, useTranslation } from '@platform/shared';
import ui from '../../features/ui/ui.module.css';
import styles from './game-list.module.css';

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The game search: asks the server once typing pauses, or at once on Enter. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const [text, setText] = useState(value);
  const wanted = text.trim();

  // Every keystroke restarts the wait, a space too: "Pearl" is not asked for while "Pearl of" is typed.
  useEffect(() => {
    if (wanted === value) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, wanted, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted !== value) onSearch(wanted);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={ui.srOnly}>
        {t('games.search_label')}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.searchIcon}>
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={50}
        placeholder={t('games.search_placeholder')}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      {text && (
        <IconButton className={styles.clear} aria-label={t('games.clear_search')} onClick={() => setText('')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </IconButton>
      )}
    </form>
  );
}
