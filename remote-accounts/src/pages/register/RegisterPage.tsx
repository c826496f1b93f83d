import { useId } from 'react';
import {
  API_BASE,
  Button,
  Link,
  PATHS,
  TOAST_MS,
  TextField,
  useNavigate,
  useSiteConfig,
  useTranslation,
} from '@platform/shared';
import { CaptchaField } from '../../features/captcha/CaptchaField';
import { MobileField } from '../../features/dialing-code/MobileField';
import { ServiceLink } from '../../features/layout/ServiceLink';
import { Tabs } from '../../features/layout/Tabs';
import { TopBar } from '../../features/layout/TopBar';
import { SmsCodeField } from '../../features/sms-code/SmsCodeField';
import { SocialButtons } from '../../features/social/SocialButtons';
import { AgreementChecks } from './AgreementChecks';
import { RegisterBanner } from './RegisterBanner';
import { RuleFields } from './RuleFields';
import { useRegisterForm } from './use-register-form';
import page from '../../features/layout/page.module.css';
import styles from './register.module.css';

/** /m/register (and /m/register.html): registration by username or mobile number. */
export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { merchantCode } = useSiteConfig();
  const titleId = useId();
  const tabsId = useId();
  const goHome = () => navigate('/m/home', { replace: true });
  const form = useRegisterForm(goHome);
  const shows = (field: Parameters<typeof form.refOf>[0]) => form.active.includes(field);
  const required = (field: Parameters<typeof form.refOf>[0]) =>
    field === 'mobileNum' ? Boolean(form.flags?.REGMOBVERF3) : Boolean(form.table?.[field as 'email']?.required);
  const optional = (field: Parameters<typeof form.refOf>[0], label: string) =>
    required(field) ? label : `${label} ${t('register.optional')}`;
  const field = (name: Parameters<typeof form.refOf>[0]) => ({
    ref: form.refOf(name),
    name,
    value: form.values[name],
    onChange: form.onChange(name),
    onBlur: form.onBlur(name),
    error: form.errorOf(name),
  });
  const smsCode = (
    <SmsCodeField
      {...field('verificationCode')}
      label={t('sms.label')}
      placeholder={t('sms.placeholder')}
      send={form.sendCode}
      sentToastMs={TOAST_MS.smsSent}
    />
  );
  const mobile = (name: 'mobile' | 'mobileNum', label: string) => (
    <MobileField
      {...field(name)}
      label={label}
      placeholder={t('mobile.placeholder')}
      countries={form.countries}
      dialingCode={form.dialing}
      onDialingCodeChange={form.setDialingCode}
    />
  );

  return (
    <div className={page.page}>
      <TopBar titleId={titleId} title={t('register.title')} />
      <Link to="/m/home" className={styles.logo} aria-label={t('register.logo')}>
        <img src={`${API_BASE}${PATHS.art('logo', merchantCode)}`} alt="" width="120" height="34" />
      </Link>
      <RegisterBanner />
      {form.methods.length > 1 ? (
        <Tabs
          label={t('register.methods')}
          idPrefix={tabsId}
          value={form.method}
          onChange={form.switchMethod}
          options={[
            { value: 'username', label: t('register.by_username') },
            { value: 'mobile', label: t('register.by_mobile') },
          ]}
        />
      ) : null}
      <form id={`${tabsId}-panel`} className={page.form} noValidate aria-labelledby={titleId} onSubmit={form.onSubmit}>
        {form.method === 'mobile' ? (
          <>
            {mobile('mobile', t('mobile.label'))}
            {smsCode}
          </>
        ) : (
          <TextField
            {...field('username')}
            onBlur={() => {
              form.onBlur('username')();
              form.checkUsernameFree();
            }}
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
        <RuleFields form={form} active={form.active} required={required} />
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
            readOnly={form.affiliate.verified}
            hint={form.affiliate.verified ? t('register.affiliate_locked') : undefined}
            maxLength={form.table?.affiliateCode.maxLength}
          />
        ) : null}
        {form.captchaOn ? (
          <CaptchaField
            {...field('captcha')}
            captcha={form.captcha.captcha}
            failed={form.captcha.failed}
            onReload={form.reloadCaptcha}
            numeric={form.method === 'username'}
          />
        ) : null}
        <AgreementChecks
          age={form.age}
          onAge={form.setAge}
          ageError={form.ageError}
          ageRef={form.ageRef}
          agreement={form.agreement}
          onAgreement={form.setAgreement}
        />
        <p role="alert" className={page.failure}>
          {form.failure}
        </p>
        <Button type="submit" block disabled={!form.agreement || form.busy} busy={form.busy}>
          {t('register.submit')}
        </Button>
        <div ref={form.recaptcha} className={styles.recaptcha} />
      </form>
      <div className={page.footer}>
        <p className={page.inline}>
          <span>{t('register.have_account')}</span>
          <Link to="/m/login" className={page.textLink}>
            {t('register.login')}
          </Link>
        </p>
        {form.method === 'username' ? <SocialButtons onSuccess={goHome} /> : null}
        <ServiceLink />
      </div>
    </div>
  );
}
