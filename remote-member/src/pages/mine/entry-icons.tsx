import type { EntryKey } from './mine-entries';

// 24 × 24 outlines, drawn with the current colour.
const PATHS: Record<EntryKey, string> = {
  link_management:
    'M10.6 13.4a1 1 0 010-1.4l3.5-3.5a3 3 0 114.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 10-1.4-1.4L12 13.4a1 1 0 01-1.4 0zm2.8-2.8a1 1 0 010 1.4l-3.5 3.5a3 3 0 11-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 101.4 1.4L12 10.6a1 1 0 011.4 0z',
  agency_centre: 'M12 3l9 5v2H3V8zm-7 9h2v6H5zm4 0h2v6H9zm4 0h2v6h-2zm4 0h2v6h-2zM3 20h18v2H3z',
  deposit_record: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zm3 5v1.5h8V8zm0 4v1.5h8V12zm0 4v1.5h5V16z',
  withdraw_report: 'M4 4h16v6H4zm2 2v2h12V6zm5 6h2v5.2l2.3-2.3 1.4 1.4L12 21l-4.7-4.7 1.4-1.4 2.3 2.3z',
  profit_and_loss: 'M3 19h18v2H3zm2-3l4-5 3 3 5-7 2 1.4-6.6 9.2-3-3-3 3.8z',
  superior_transfer:
    'M7 7h10.2l-2.6-2.6L16 3l5 5-5 5-1.4-1.4 2.6-2.6H7zm10 10H6.8l2.6 2.6L8 21l-5-5 5-5 1.4 1.4L6.8 15H17z',
  reward_centre:
    'M4 8h16v4H4zm1 5h6v8H5zm8 0h6v8h-6zM8.5 3A2.5 2.5 0 0112 5.5 2.5 2.5 0 0115.5 3a2.5 2.5 0 010 5h-7a2.5 2.5 0 010-5z',
  manual_rebate:
    'M12 3a9 9 0 110 18 9 9 0 010-18zm0 2a7 7 0 100 14 7 7 0 000-14zm1 2v1.1c1.3.3 2.2 1.2 2.3 2.4h-1.8c-.1-.6-.7-1-1.5-1-.9 0-1.5.4-1.5 1 0 .5.4.8 1.6 1.1 2 .5 3.3 1.1 3.3 2.8 0 1.2-.9 2.1-2.4 2.4V17h-2v-1.2c-1.4-.3-2.4-1.3-2.5-2.6h1.8c.1.7.8 1.2 1.7 1.2 1 0 1.6-.4 1.6-1s-.5-.8-1.8-1.2c-1.8-.4-3.1-1-3.1-2.7 0-1.1.9-2 2.3-2.3V7z',
  mission: 'M5 3h2v18H5zm3 1h11l-2.5 4L19 12H8z',
  my_rebate: 'M12 2l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 16.9 6.1 20l1.2-6.5L2.5 8.9 9.1 8z',
  messages: 'M3 6h18v12H3zm2 2v.4l7 5 7-5V8zm0 2.9V16h14v-5.1l-7 5z',
  notice: 'M4 9l12-5v16L4 15zm-2 0h2v6H2zm5 6.5l2 5h2.2l-2-4.6zM18 9h3v6h-3z',
  help: 'M12 2a10 10 0 110 20 10 10 0 010-20zm0 2a8 8 0 100 16 8 8 0 000-16zm-1 11h2v2h-2zm1-9a3.5 3.5 0 013.5 3.5c0 1.5-1 2.3-1.8 2.9-.5.4-.7.6-.7 1.1V14h-2v-.5c0-1.4.8-2 1.5-2.6.6-.4 1-.8 1-1.4a1.5 1.5 0 00-3 0h-2A3.5 3.5 0 0112 6z',
  user_agreement: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5zM8 11h10v1.5H8zm0 3.5h10V16H8zm0 3.5h6v1.5H8z',
};

export function EntryIcon({ entry, size = 22 }: { entry: EntryKey; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[entry]} />
    </svg>
  );
}
