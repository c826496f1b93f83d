import { lazy, Suspense } from 'react';
import { useSiteConfig } from '@platform/shared';
import { useFirebaseConfig } from '../../api/firebase-config';

// Most merchants have no Firebase project: the buttons come only for one that shows them.
const SocialButtonList = lazy(() =>
  import('./SocialButtonList').then(({ SocialButtonList }) => ({ default: SocialButtonList })),
);

/** Google and Facebook sign-in, when Firebase is set up and the matching flag is on. */
export function SocialButtons({ onSuccess }: { onSuccess: () => void }) {
  const { startup } = useSiteConfig();
  const config = useFirebaseConfig();
  if (!config) return null;
  const providers = (['google', 'facebook'] as const).filter((provider) =>
    provider === 'google' ? startup?.whitelabel.GOOGLELOGIN3 : startup?.whitelabel.FACEBOOKLOGIN3,
  );
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtonList config={config} providers={providers} onSuccess={onSuccess} />
    </Suspense>
  );
}
