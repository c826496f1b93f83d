/** The app's icon: the operator's (resource AppDownloadIcon) or a plain drawn one. */
export function AppIcon({ src, className }: { src?: string; className?: string }) {
  if (src) return <img className={className} src={src} alt="" width={40} height={40} />;
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <rect width="40" height="40" rx="9" fill="var(--c-accent, #f5b82e)" />
      <path d="M20 9v15m-6-6l6 6 6-6M12 30h16" fill="none" stroke="#1a1200" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
