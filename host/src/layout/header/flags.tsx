/** Small flags drawn in SVG: emoji flags are missing from many Android and desktop fonts. */
export function UsFlag() {
  return (
    <svg viewBox="0 0 30 20" width="24" height="16" aria-hidden="true">
      <rect width="30" height="20" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((row) => (
        <rect key={row} y={(row * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </svg>
  );
}

export function PhFlag() {
  return (
    <svg viewBox="0 0 30 20" width="24" height="16" aria-hidden="true">
      <rect width="30" height="10" fill="#0038a8" />
      <rect y="10" width="30" height="10" fill="#ce1126" />
      <path d="M0 0l17.3 10L0 20z" fill="#fff" />
      <circle cx="5.8" cy="10" r="2.2" fill="#fcd116" />
    </svg>
  );
}
