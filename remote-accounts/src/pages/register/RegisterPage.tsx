import { useId } from 'react';
import {
  Button,
  Link,
  merchantLogoUrl,
  TabList,
  TOAST_MS,
  TextField,
  paths,
  useNavigate,
  useSiteConfig,
  useTranslation,
} from '@platform/shared';
import { CaptchaField } from '../../features/captcha/CaptchaField';
import { MobileField } from '../../features/dialing-code/MobileField';
import { ServiceLink } from '../../features/layout/ServiceLink';
import { TopBar } from '../../features/layout/TopBar';
import { SmsCodeField } from '../../features/sms-code/SmsCodeField';
import { SocialButtons } from '../../features/social/SocialButtons';
import { AgreementChecks } from './AgreementChecks';
import { RegisterBanner } from './RegisterBanner';
import { RuleFields } from './RuleFields';
import type { RegisterField } from './register-fields';
import { useRegisterForm } from './use-register-form';
import page from '../../features/layout/page.module.css';
import styles from './register.module.css';

export type RegisterFieldProps = ReturnType<ReturnType<typeof useRegisterForm>['fields']['field']>;

/** /m/register (and /m/register.html): registration by username or mobile number. */
export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { merchantCode } = useSiteConfig();
  const titleId = useId();
  const panelId = useId();
  const goHome = () => navigate(paths.home, { replace: true });
  const form = useRegisterForm(goHome);
  const { field, errorOf } = form.fields;
  const shows = (name: RegisterField) => form.shown.includes(name);
  const required = (name: RegisterField) =>
    name === 'mobileNum' ? Boolean(form.flags?.REGMOBVERF3) : Boolean(form.table?.[name as 'email']?.required);
  const optional = (name: RegisterField, label: string) =>
    required(name) ? label : `${label} ${t('register.optional')}`;
  const smsCode = (
    <SmsCodeField
      {...field('verificationCode')}
      label={t('sms.label')}
      placeholder={t('sms.placeholder')}
      send={form.sms.send}
      sending={form.sms.sending}
      sentToastMs={TOAST_MS.smsSent}
    />
  );
  const mobile = (name: 'mobile' | 'mobileNum', label: string) => (
    <MobileField
      {...field(name)}
      label={label}
      placeholder={t('mobile.placeholder')}
      countries={form.mobile.countries}
      dialingCode={form.mobile.dialingCode}
      onDialingCodeChange={form.mobile.setDialingCode}
    />
  );
  const username = field('username');

  return (
    <div className={page.page}>
      <TopBar titleId={titleId} title={t('register.title')} />
      <Link to={paths.home} className={styles.logo} aria-label={t('register.logo')}>
        <img src={merchantLogoUrl(merchantCode)} alt="" width="120" height="34" />
      </Link>
      <RegisterBanner />
      {form.methods.length > 1 ? (
        <TabList
          label={t('register.methods')}
          panelId={panelId}
          className={page.tabs}
          value={form.method}
          onSelect={form.switchMethod}
          items={[
            { value: 'username', label: t('register.by_username') },
            { value: 'mobile', label: t('register.by_mobile') },
          ]}
        />
      ) : null}
      <form id={panelId} className={page.form} noValidate aria-labelledby={titleId} onSubmit={form.onSubmit}>
        {form.method === 'mobile' ? (
          <>
            {mobile('mobile', t('mobile.label'))}
            {smsCode}
          </>
        ) : (
          <TextField
            {...username}
            onBlur={(event) => void username.onBlur(event).then(form.onUsernameLeft)}
            label={t('register.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('register.username_placeholder')}
            maxLength={form.table?.username.maxLength}
          />
        )}
        {shows('password') ? (
          <>
            <TextField
              {...field('password')}
              label={t('register.password')}
              type="password"
              revealable
              autoComplete="new-password"
              placeholder={t('register.password_placeholder')}
              maxLength={form.table?.password.maxLength}
            />
            <TextField
              {...field('confirmPassword')}
              label={t('register.confirm_password')}
              type="password"
              revealable
              autoComplete="new-password"
              placeholder={t('register.confirm_placeholder')}
              maxLength={form.table?.password.maxLength}
            />
          </>
        ) : null}
        <RuleFields field={field} shown={form.shown} required={required} />
        {shows('mobileNum') ? mobile('mobileNum', optional('mobileNum', t('mobile.label'))) : null}
        {form.method === 'username' && shows('verificationCode') ? smsCode : null}
        {shows('recommenderId') ? (
          <TextField {...field('recommenderId')} label={optional('recommenderId', t('register.recommender'))} />
        ) : null}
        {shows('affiliateCode') ? (
          <TextField
            {...field('affiliateCode')}
            label={optional('affiliateCode', t('register.affiliate'))}
            autoCapitalize="characters"
            readOnly={form.affiliateLocked}
            hint={form.affiliateLocked ? t('register.affiliate_locked') : undefined}
            maxLength={form.table?.affiliateCode.maxLength}
          />
        ) : null}
        {form.captcha.on ? (
          <CaptchaField
            {...field('captcha')}
            captcha={form.captcha.captcha}
            failed={form.captcha.failed}
            onReload={form.captcha.reload}
          />
        ) : null}
        <AgreementChecks
          age={form.form.register('age')}
          ageError={errorOf('age')}
          agreement={form.form.register('agreement')}
          agreed={form.agreement}
        />
        <p role="alert" className={page.failure}>
          {form.fields.failure}
        </p>
        <Button type="submit" block disabled={!form.agreement || form.busy} busy={form.busy}>
          {t('register.submit')}
        </Button>
        <div ref={form.sms.recaptcha} className={styles.recaptcha} />
      </form>
      <div className={page.footer}>
        <p className={page.inline}>
          <span>{t('register.have_account')}</span>
          <Link to={paths.login} className={page.textLink}>
            {t('register.login')}
          </Link>
        </p>
        {/* eslint-disable-next-line react-hooks/refs -- `method` is state; the compiler misreads the form's register callbacks as refs */}
        {form.method === 'username' ? <SocialButtons onSuccess={goHome} /> : null}
        <ServiceLink />
      </div>
    </div>
  );
}
