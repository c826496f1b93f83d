import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  busy?: boolean;
}

/** The site's button: at least 44 px tall, a visible focus ring, `aria-busy` while working. */
export function Button({ variant = 'primary', block, busy, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles[variant], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} aria-busy={busy || undefined} {...rest} />;
}
