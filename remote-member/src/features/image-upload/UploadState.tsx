import { Button, useTranslation } from '@platform/shared';
import type { ImageItem } from './use-image-uploads';

/** Where an image's upload stands, with a retry when it failed: the status line of its photo slot. */
export function UploadState({ item, onRetry }: { item: ImageItem; onRetry: () => void }) {
  const { t } = useTranslation('member');
  return (
    <>
      <span>
        {t(`apply.${item.state === 'done' ? 'uploaded' : item.state === 'failed' ? 'upload_failed' : 'uploading'}`)}
      </span>
      {item.state === 'failed' ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('apply.retry', { name: item.name })}
        </Button>
      ) : null}
    </>
  );
}
