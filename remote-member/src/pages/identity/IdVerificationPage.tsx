import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  FORM_FAILURE,
  Link,
  PhotoPicker,
  QueryState,
  paths,
  toast,
  useFormFields,
  useTranslation,
  useWrite,
} from '@platform/shared';
import { ACTIVITY_APPLY_LIMITS, IDENTITY_IMAGES, type IdentityImage } from '@platform/shared/contract';
import { identityQuery, identitySubmitMutation } from '../../api/identity';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { MAX_IMAGE_MB } from '../../features/image-upload/image-files';
import { useImageUploads } from '../../features/image-upload/use-image-uploads';
import { UploadState } from '../../features/image-upload/UploadState';
import form from '../../features/image-upload/image-form.module.css';

/** /m/idVerification: the front and back of an ID and a selfie holding it, and the review's outcome. */
export function IdVerificationPage() {
  const { t } = useTranslation('member');
  return <MoneyGate signIn={t('identity.sign_in')}>{(user) => <IdVerification user={user} />}</MoneyGate>;
}

function IdVerification({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const status = useQuery(identityQuery(user));
  return (
    <div className={styles.page}>
      <QueryState query={status}>
        {(value) => (
          <>
            <section className={styles.panel} aria-labelledby="identity-state">
              <h2 id="identity-state" className={styles.heading}>
                {t('identity.state_title')}
              </h2>
              <p className={styles.state} data-state={value.state}>
                {t(`identity.state.${value.state}`)}
              </p>
              <p className={styles.muted}>{t(`identity.state_hint.${value.state}`)}</p>
              {value.state === 'rejected' ? (
                <p role="alert">{t('identity.reason', { reason: value.reason ?? '' })}</p>
              ) : null}
            </section>
            {value.state === 'none' || value.state === 'rejected' ? <IdentityForm user={user} /> : null}
            <Link to={paths.securityCenter} className={styles.textLink}>
              {t('identity.back')}
            </Link>
          </>
        )}
      </QueryState>
    </div>
  );
}

/**
 * One image of the three: taken with the camera (the front one for the selfie) or chosen from the
 * phone, checked (PNG or JPG, 5 MB) before it is uploaded; choosing again replaces it.
 */
function ImageSlot({ side, images }: { side: IdentityImage; images: ReturnType<typeof useImageUploads> }) {
  const { t } = useTranslation('member');
  const item = images.items[0];
  return (
    <PhotoPicker
      label={t(`identity.image.${side}`)}
      photo={item ? { preview: item.preview } : null}
      accept={ACTIVITY_APPLY_LIMITS.imageTypes.join(',')}
      capture={side === 'selfie' ? 'user' : 'environment'}
      onChoose={([file]) => {
        if (!file) return;
        if (item) images.remove(item.key);
        images.add([file]);
      }}
      onRemove={item ? () => images.remove(item.key) : undefined}
      status={item ? <UploadState item={item} onRetry={() => images.retry(item.key)} /> : null}
      error={images.refusals.length > 0 ? images.refusals.join(' ') : undefined}
    />
  );
}

function IdentityForm({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const values = useForm();
  const fields = useFormFields(values);
  const { busy, run } = useWrite(identitySubmitMutation(user), { form: values });
  const slots: Record<IdentityImage, ReturnType<typeof useImageUploads>> = {
    front: useImageUploads(),
    back: useImageUploads(),
    selfie: useImageUploads(),
  };
  // "Add all three photos" goes once all three are in.
  const complete = IDENTITY_IMAGES.every((side) => slots[side].items.length === 1);
  const { clearErrors } = values;
  useEffect(() => {
    if (complete) clearErrors(FORM_FAILURE);
  }, [complete, clearErrors]);

  const onSubmit = fields.handleSubmit(async () => {
    values.clearErrors(FORM_FAILURE);
    const [front, back, selfie] = IDENTITY_IMAGES.map((side) => {
      const ids = slots[side].uploadIds();
      return ids?.length === 1 ? ids[0] : undefined;
    });
    if (!front || !back || !selfie) {
      values.setError(FORM_FAILURE, { type: 'server', message: 'member:identity.need_images' });
      return;
    }
    await run(
      { front, back, selfie },
      {
        onSuccess: () => toast.success(t('identity.sent')),
        onFailure: () => 'form',
      },
    );
  });

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-labelledby="identity-form-title">
      <h3 id="identity-form-title" className={form.title}>
        {t('identity.form_title')}
      </h3>
      <p className={form.hint}>{t('identity.form_hint', { size: MAX_IMAGE_MB })}</p>
      {IDENTITY_IMAGES.map((side) => (
        <ImageSlot key={side} side={side} images={slots[side]} />
      ))}
      {fields.failure ? (
        <p className={form.error} role="alert">
          {fields.failure}
        </p>
      ) : null}
      <div className={form.buttons}>
        <Button type="submit" block busy={busy} disabled={busy}>
          {t('identity.submit')}
        </Button>
      </div>
    </form>
  );
}
