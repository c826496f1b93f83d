import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './ui.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button element, for the focus to be put back on it. */
  ref?: Ref<HTMLButtonElement>;
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  busy?: boolean;
}

/** The button look, for a link that leads on like a button (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonProps['variant'] = 'primary', block = false, className = ''): string {
  return [styles[variant], block ? styles.block : '', className].filter(Boolean).join(' ');
}

/** The site's button: at least 44 px tall, a visible focus ring, `aria-busy` while working. */
export function Button({ variant = 'primary', block, busy, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, block, className)} aria-busy={busy || undefined} {...rest} />
  );
}
