import type { TextKey } from '@platform/shared';

type IconKey = TextKey<'agent', 'home.nav'> | Exclude<TextKey<'agent', 'home.footer'>, 'label'>;

// Line drawings on a 24 px grid, stroked in the text colour: each entry's icon, drawn here so the page
// needs no image from elsewhere.
const DRAWINGS: Record<IconKey, readonly string[]> = {
  overview: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  transactions: ['M6 2h12v20l-3-2-3 2-3-2-3 2z', 'M9 7h6', 'M9 11h6', 'M9 15h4'],
  members: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1',
    'M16 3.5a4 4 0 0 1 0 7',
    'M19 14a6 6 0 0 1 3 5.2V21',
  ],
  red_rain: ['M4 4h16v16H4z', 'M4 9l8 5 8-5', 'M12 4v4', 'M7 1.5l1 2', 'M17 1.5l-1 2'],
  pnl: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6', 'M3 21h18'],
  betting: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M12 3v4',
    'M12 17v4',
    'M3 12h4',
    'M17 12h4',
  ],
  agent_rebate: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M15 9l-6 6', 'M9.5 9.5h.01', 'M14.5 14.5h.01'],
  team_rebate: ['M3 7h18v12H3z', 'M3 11h18', 'M8 15h2', 'M7 3l5 4 5-4'],
  security: ['M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z', 'M8.5 12l2.5 2.5 4.5-5'],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  service: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v6H4z', 'M17 14h3v6h-3z', 'M20 20a4 4 0 0 1-4 3h-3'],
  home: ['M3 11l9-8 9 8', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  open_account: [
    'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M3 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 4 1.5',
    'M19 14v6',
    'M16 17h6',
  ],
  dividends: ['M12 3a9 9 0 1 0 9 9h-9z', 'M15 2.5A9 9 0 0 1 21.5 9H15z'],
  announcements: ['M3 10v4h4l8 5V5L7 10z', 'M18 9a4 4 0 0 1 0 6', 'M7 14l1.5 6h3L10 15'],
};

/** An entry's icon; the entry's label names it, so the drawing is hidden from screen readers. */
export function NavIcon({ name, className }: { name: IconKey; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {DRAWINGS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export type { IconKey };
