import { IconButton } from '@platform/shared';
import styles from './pause-button.module.css';

/** The stop/start control every moving part of home has (WCAG 2.2.2); `label` names the next action. */
export function PauseButton({ paused, onToggle, label }: { paused: boolean; onToggle: () => void; label: string }) {
  return (
    <IconButton className={styles.pause} aria-label={label} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        {paused ? (
          <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />
        ) : (
          <path fill="currentColor" d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" />
        )}
      </svg>
    </IconButton>
  );
}
