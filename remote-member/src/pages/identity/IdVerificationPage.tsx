import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  FORM_FAILURE,
  Link,
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
 * One image of the three: taken with the camera or chosen from the files, checked (PNG or JPG, 5 MB)
 * before it is uploaded; choosing again replaces it.
 */
function ImageSlot({ side, images }: { side: IdentityImage; images: ReturnType<typeof useImageUploads> }) {
  const { t } = useTranslation('member');
  const item = images.items[0];
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (item) images.remove(item.key);
    images.add([file]);
  };
  const label = t(`identity.image.${side}`);
  return (
    <fieldset className={form.field}>
      <legend>{label}</legend>
      <div className={form.image} data-state={item?.state}>
        {item?.preview ? (
          <img src={item.preview} alt={t('identity.preview', { image: label })} />
        ) : (
          <span className={form.placeholder} aria-hidden="true" />
        )}
        {item ? (
          <span className={form.imageState}>
            {t(`apply.${item.state === 'done' ? 'uploaded' : item.state === 'failed' ? 'upload_failed' : 'uploading'}`)}
          </span>
        ) : null}
        {item?.state === 'failed' ? (
          <Button variant="secondary" onClick={() => images.retry(item.key)}>
            {t('apply.retry', { name: item.name })}
          </Button>
        ) : null}
      </div>
      <label>
        {t('identity.camera', { image: label })}
        <input
          className={form.picker}
          type="file"
          accept="image/*"
          capture={side === 'selfie' ? 'user' : 'environment'}
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      <label>
        {t('identity.file', { image: label })}
        <input
          className={form.picker}
          type="file"
          accept={ACTIVITY_APPLY_LIMITS.imageTypes.join(',')}
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {images.refusals.length > 0 ? (
        <p role="alert" className={form.error}>
          {images.refusals.join(' ')}
        </p>
      ) : null}
    </fieldset>
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
