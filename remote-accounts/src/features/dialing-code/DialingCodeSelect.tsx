import { useEffect, useId, useState } from 'react';
import { useTranslation, type DialingCountry } from '@platform/shared';
import { fetchCountries } from '../../api/countries';
import styles from './dialing-code.module.css';

const FALLBACK: DialingCountry[] = [{ country: 'PH', dialingCode: '63' }];

/** The merchant's dialing codes; the first is the default. */
export function useDialingCodes() {
  const [countries, setCountries] = useState<DialingCountry[]>(FALLBACK);
  useEffect(() => {
    let live = true;
    fetchCountries()
      .then((list) => {
        if (live && list.length > 0) setCountries(list);
      })
      .catch((error: unknown) => console.warn('Dialing codes could not be loaded; +63 only', error));
    return () => {
      live = false;
    };
  }, []);
  return countries;
}

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
