import styles from '../../features/money/money.module.css';

export interface FilterSelectProps {
  label: string;
  /** The first option, '' for no filter. */
  all: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}

/** A record's filter: a labelled select whose first option means "all". */
export function FilterSelect({ label, all, value, options, onChange, className }: FilterSelectProps) {
  return (
    <label className={`${styles.label} ${className ?? ''}`}>
      {label}
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
