import { useId, type RefObject } from 'react';
import { AGE_MINIMUM, Link, useTranslation } from '@platform/shared';
import page from '../../features/layout/page.module.css';

/** The age confirmation (21 or older, the Philippine rule) and the terms and privacy agreement. */
export function AgreementChecks({
  age,
  onAge,
  ageError,
  ageRef,
  agreement,
  onAgreement,
}: {
  age: boolean;
  onAge: (value: boolean) => void;
  ageError: boolean;
  ageRef: RefObject<HTMLInputElement | null>;
  agreement: boolean;
  onAgreement: (value: boolean) => void;
}) {
  const { t } = useTranslation('accounts');
  const ageErrorId = useId();
  const agreementHintId = useId();
  return (
    <>
      <label className={page.check}>
        <input
          ref={ageRef}
          type="checkbox"
          name="age"
          checked={age}
          aria-invalid={ageError || undefined}
          aria-describedby={ageError ? ageErrorId : undefined}
          onChange={(event) => onAge(event.target.checked)}
        />
        <span>{t('register.age', { age: AGE_MINIMUM })}</span>
      </label>
      {ageError ? (
        <p id={ageErrorId} className={page.checkError} role="alert">
          {t('register.age_required', { age: AGE_MINIMUM })}
        </p>
      ) : null}
      <label className={page.check}>
        <input
          type="checkbox"
          name="agreement"
          checked={agreement}
          aria-describedby={agreement ? undefined : agreementHintId}
          onChange={(event) => onAgreement(event.target.checked)}
        />
        <span>{t('register.agreement', { terms: t('register.terms'), privacy: t('register.privacy') })}</span>
      </label>
      <p className={page.inline}>
        <Link to="/m/useragreement" className={page.textLink}>
          {t('register.terms')}
        </Link>
        <span aria-hidden="true">·</span>
        <Link to="/m/useragreement?section=privacy" className={page.textLink}>
          {t('register.privacy')}
        </Link>
      </p>
      {agreement ? null : (
        <p id={agreementHintId} className={page.checkError}>
          {t('register.agreement_required')}
        </p>
      )}
    </>
  );
}
