import { useEffect, useId, useRef, useState } from 'react';
import { setLanguage, useLanguage, useTranslation, type Language } from '@platform/shared';
import { PhFlag, UsFlag } from './flags';
import styles from './header.module.css';

interface LanguageOption {
  language: Language;
  code: string;
  Flag: () => React.JSX.Element;
  name: string;
}

const ENGLISH: LanguageOption = { language: 'en', code: 'EN', Flag: UsFlag, name: 'English' };
const TAGALOG: LanguageOption = { language: 'ty', code: 'TY', Flag: PhFlag, name: 'Tagalog' };
const OPTIONS = [ENGLISH, TAGALOG];

/** The language switch: EN with a US flag, TY with a PH flag. Names are shown in their own language. */
export function LanguageSwitch() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const current = language === 'en' ? ENGLISH : TAGALOG;

  useEffect(() => {
    if (!open) return undefined;
    rootRef.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.languageRoot}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`${t('header.language')}: ${current.name}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <current.Flag />
      </button>
      {open ? (
        <div id={listId} role="menu" aria-label={t('header.language')} className={styles.languageMenu}>
          {OPTIONS.map(({ language: value, code, Flag, name }) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={value === language}
              lang={value === 'ty' ? 'tl' : 'en'}
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                void setLanguage(value);
              }}
            >
              <Flag /> <span>{`${code} · ${name}`}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
