import { Dialog, MIN_IOS_VERSION, useTranslation } from '@platform/shared';
import { isLegacyIos, type Device } from './device';
import styles from './download-popup.module.css';

export interface HomeScreenGuideProps {
  device: Device;
  /** The web-clip profile, when one is configured. */
  mobileConfig?: string;
  onClose: () => void;
}

const IOS_STEPS = ['home.a2hs.ios_share', 'home.a2hs.ios_add', 'home.a2hs.ios_confirm'] as const;
const BROWSER_STEPS = ['home.a2hs.browser_menu', 'home.a2hs.browser_add', 'home.a2hs.browser_confirm'] as const;

/** How to put the site on the home screen: a panel along the bottom, the legacy tip on old iOS. */
export default function HomeScreenGuide({ device, mobileConfig, onClose }: HomeScreenGuideProps) {
  const { t } = useTranslation('lobby');
  const legacy = device.platform === 'ios' && isLegacyIos(device.iosVersion);
  const steps = device.platform === 'ios' ? IOS_STEPS : BROWSER_STEPS;
  return (
    <Dialog title={t('home.a2hs.title')} onClose={onClose}>
      {legacy ? (
        <p className={styles.tip}>{t('home.a2hs.legacy_tip', { version: MIN_IOS_VERSION })}</p>
      ) : (
        <ol className={styles.steps}>
          {steps.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      )}
      {mobileConfig ? (
        <a className={styles.option} href={mobileConfig}>
          {t('home.a2hs.profile')}
        </a>
      ) : null}
    </Dialog>
  );
}
