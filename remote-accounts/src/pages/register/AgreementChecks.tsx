import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AGE_MINIMUM, Link, paths, useTranslation } from '@platform/shared';
import page from '../../features/layout/page.module.css';

/** The age confirmation (21 or older, the Philippine rule) and the terms and privacy agreement. */
export function AgreementChecks({
  age,
  ageError,
  agreement,
  agreed,
}: {
  age: UseFormRegisterReturn<'age'>;
  /** The translated message under the age box, or null. */
  ageError: string | null;
  agreement: UseFormRegisterReturn<'agreement'>;
  agreed: boolean;
}) {
  const { t } = useTranslation('accounts');
  const ageErrorId = useId();
  const agreementHintId = useId();
  return (
    <>
      <label className={page.check}>
        <input
          type="checkbox"
          {...age}
          aria-invalid={ageError ? true : undefined}
          aria-describedby={ageError ? ageErrorId : undefined}
        />
        <span>{t('register.age', { age: AGE_MINIMUM })}</span>
      </label>
      {ageError ? (
        <p id={ageErrorId} className={page.checkError} role="alert">
          {ageError}
        </p>
      ) : null}
      <label className={page.check}>
        <input type="checkbox" {...agreement} aria-describedby={agreed ? undefined : agreementHintId} />
        <span>{t('register.agreement', { terms: t('register.terms'), privacy: t('register.privacy') })}</span>
      </label>
      <p className={page.inline}>
        <Link to={paths.userAgreement} className={page.textLink}>
          {t('register.terms')}
        </Link>
        <span aria-hidden="true">·</span>
        <Link to={`${paths.userAgreement}?section=privacy`} className={page.textLink}>
          {t('register.privacy')}
        </Link>
      </p>
      {agreed ? null : (
        <p id={agreementHintId} className={page.checkError}>
          {t('register.agreement_required')}
        </p>
      )}
    </>
  );
}
