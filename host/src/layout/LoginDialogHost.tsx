import { useEffect } from 'react';
import { closeLoginDialog, paths, toast, useLoginDialogOpen, useTranslation } from '@platform/shared';
import { useNavigate } from 'react-router-dom';
import { AreaWidget } from '../areas/AreaWidget';

/** Mounts the accounts area's login dialog while any app asks for it. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => closeLoginDialog, []);
  if (!open) return null;
  return (
    <AreaWidget
      area="accounts"
      module="LoginDialog"
      onUnavailable={() => {
        // Without the dialog, the login page still gets the guest in.
        closeLoginDialog();
        toast.info(t('error.not_logged_in'));
        navigate(paths.login);
      }}
    />
  );
}
