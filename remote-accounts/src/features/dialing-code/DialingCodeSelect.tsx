import { useId } from 'react';
import { useTranslation } from '@platform/shared';
import type { DialingCountry } from '@platform/shared/contract';
import styles from './dialing-code.module.css';

/** A compact picker of the dialing code, shown before the mobile number. */
export function DialingCodeSelect({
  value,
  onChange,
  countries,
}: {
  value: string;
  onChange: (code: string) => void;
  countries: DialingCountry[];
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.hidden}>
        {t('mobile.dialing_code')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {countries.map((country) => (
          <option key={country.country} value={country.dialingCode}>
            {`+${country.dialingCode} ${country.country}`}
          </option>
        ))}
      </select>
    </>
  );
}
