import type { MouseEvent } from 'react';
import { SafeHtml, classifyLink, useNavigate } from '@platform/shared';
import styles from './rich-content.module.css';

/**
 * Server HTML (help, messages, announcements), sanitized, whose links go through the site's one link
 * decision: a path under /m/ navigates inside the site, http(s) opens a new tab without an opener, and
 * anything else does nothing.
 */
export function RichContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    event.preventDefault();
    const target = classifyLink(anchor.getAttribute('href'));
    if (target.kind === 'internal') navigate(target.path);
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
  };
  return (
    // Clicks bubble here from the links inside; the links themselves stay focusable and keyboard-operable.
    <div className={styles.content} onClick={onClick}>
      <SafeHtml html={html} />
    </div>
  );
}
