import { IconButton, PageTopBar, paths, useNavigate, useTranslation } from '@platform/shared';

const SETTINGS_ICON =
  'M19.4 13a7.5 7.5 0 000-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 00-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 00-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 000 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1L11 21h4l.4-2.9c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5L19.4 13zM13 15.5a3.5 3.5 0 110-7 3.5 3.5 0 010 7z';

/** The member centre has no host header: back to home, the title and settings. */
export function MineTopBar() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  return (
    <PageTopBar
      title={t('mine.title')}
      backLabel={t('mine.back_home')}
      end={
        <IconButton aria-label={t('mine.settings')} onClick={() => navigate(paths.settings)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d={SETTINGS_ICON} />
          </svg>
        </IconButton>
      }
    />
  );
}
