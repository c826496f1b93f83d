import type { MessageCategory } from '@platform/shared/contract';

const PATHS: Record<MessageCategory, string> = {
  system: 'M12 2a10 10 0 110 20 10 10 0 010-20zm-1 8v7h2v-7zm0-3v2h2V7z',
  deposit: 'M3 6h18v12H3zm2 2v8h14V8zm7 1.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z',
  withdraw: 'M4 4h16v6H4zm7 6h2v5.2l2.3-2.3 1.4 1.4L12 19l-4.7-4.7 1.4-1.4 2.3 2.3z',
  promo:
    'M4 8h16v4H4zm1 5h6v8H5zm8 0h6v8h-6zM8.5 3A2.5 2.5 0 0112 5.5 2.5 2.5 0 0115.5 3a2.5 2.5 0 010 5h-7a2.5 2.5 0 010-5z',
  maintenance: 'M14.7 3.3a5 5 0 00-6.2 6.4l-6 6a1.5 1.5 0 002.1 2.1l6-6a5 5 0 006.4-6.2l-3 3-2.1-.6-.6-2.1z',
  vip: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5z',
  security: 'M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm-1 13.2l6-6-1.4-1.4-4.6 4.6-2.1-2.1L7.5 11.7z',
};

export function CategoryIcon({ category }: { category: MessageCategory }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[category]} />
    </svg>
  );
}
