import { forwardRef, type InputHTMLAttributes } from 'react';
import { FIELD_LIMITS, loadMobileReader, TextField } from '@platform/shared';
import type { DialingCountry } from '@platform/shared/contract';
import { DialingCodeSelect } from './DialingCodeSelect';
import styles from './dialing-code.module.css';

export interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  countries: DialingCountry[];
}

/** The dialing-code picker and the mobile number (at most 20 characters). */
export const MobileField = forwardRef<HTMLInputElement, MobileFieldProps>(function MobileField(
  { label, error, hint, dialingCode, onDialingCodeChange, countries, ...input },
  ref,
) {
  // One visible label over the picker and the number; the input keeps its own for screen readers.
  return (
    <div className={styles.mobile}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <div className={styles.row}>
        <DialingCodeSelect value={dialingCode} onChange={onDialingCodeChange} countries={countries} />
        <TextField
          ref={ref}
          className={styles.grow}
          label={label}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={FIELD_LIMITS.mobileMaxLength}
          error={error}
          hint={hint}
          {...input}
          onFocus={(event) => {
            // The number reader loads as the person starts typing, so the first check need not wait for it.
            void loadMobileReader();
            input.onFocus?.(event);
          }}
        />
      </div>
    </div>
  );
});
