import { useRef, type KeyboardEvent } from 'react';
import styles from './page.module.css';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

/** A two-or-more way switch (login method, registration method), with arrow keys as a tab list. */
export function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
  idPrefix,
}: {
  label: string;
  options: ReadonlyArray<TabOption<T>>;
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${option.value}`}
          aria-selected={option.value === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={option.value === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
