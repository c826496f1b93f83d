import type { ReactNode } from 'react';
import { Link, useTranslation } from '@platform/shared';
import { linkTarget } from './link-target';
import hidden from '../../../features/ui/ui.module.css';

export interface SiteLinkProps {
  /** The link as the server gave it; decided by {@link linkTarget}. */
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  /** Also withholds the referrer from the page opened outside. */
  noReferrer?: boolean;
  /** Called when the link is followed, either way. */
  onFollow?: () => void;
  /** What to show for a link that leads nowhere allowed (null for nothing); the children by default. */
  fallback?: ReactNode;
}

/** A server-given link: a router link inside the site, a new tab outside it, or no link at all. */
export function SiteLink({ href, children, className, noReferrer, onFollow, fallback }: SiteLinkProps) {
  const { t } = useTranslation('lobby');
  const target = linkTarget(href, window.location.origin);
  if (target.kind === 'none') return <>{fallback === undefined ? children : fallback}</>;
  if (target.kind === 'internal') {
    return (
      <Link className={className} to={target.path} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  return (
    <a
      className={className}
      href={target.url}
      target="_blank"
      rel={noReferrer ? 'noopener noreferrer' : 'noopener'}
      onClick={onFollow}
    >
      {children} <span className={hidden.srOnly}>{t('home.opens_new_tab')}</span>
    </a>
  );
}
