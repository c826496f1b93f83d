import styles from './report.module.css';

export interface Figure {
  label: string;
  value: string;
}

/** Labelled figures in a grid; each is a term and its value, so they read as pairs. */
export function Figures({ items, label }: { items: readonly Figure[]; label: string }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
