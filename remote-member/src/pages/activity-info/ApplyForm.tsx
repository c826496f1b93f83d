import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  Button,
  FORM_FAILURE,
  PhotoPicker,
  RULE_FORM_OPTIONS,
  ruleResolver,
  toast,
  useFormFields,
  useScope,
  useTranslation,
  useWrite,
  failed,
} from '@platform/shared';
import { ACTIVITY_APPLY_LIMITS } from '@platform/shared/contract';
import { applicationMutation } from '../../api/activities';
import { MAX_IMAGE_MB } from '../../features/image-upload/image-files';
import { useImageUploads } from '../../features/image-upload/use-image-uploads';
import { UploadState } from '../../features/image-upload/UploadState';
import styles from '../../features/image-upload/image-form.module.css';

interface ApplyValues {
  comment: string;
}

const MAX = ACTIVITY_APPLY_LIMITS.commentMaxLength;
const ACCEPT = ACTIVITY_APPLY_LIMITS.imageTypes.join(',');

const resolver = ruleResolver<ApplyValues>({
  comment: (value) => (value.length <= MAX ? { pass: true } : failed('member:apply.comment_too_long', { max: MAX })),
});

/**
 * The apply form: a comment (140 characters) and up to 3 PNG or JPG photos of 5 MB each (taken or
 * chosen in the photo picker, previewed, replaced or removed one by one), refused
 * before any upload when they do not fit, uploaded as they are chosen and retried one by one. A failed
 * submit keeps the comment and the images.
 */
export function ApplyForm({ user, activityId, onDone }: { user: string; activityId: number; onDone: () => void }) {
  const { t } = useTranslation('member');
  const form = useForm<ApplyValues>({ ...RULE_FORM_OPTIONS, resolver, defaultValues: { comment: '' } });
  const fields = useFormFields(form);
  const images = useImageUploads();
  const { busy, run } = useWrite(applicationMutation(user, useScope(), activityId), { form });
  const ids = { comment: useId(), count: useId(), images: useId(), refusals: useId() };
  const comment = useWatch({ control: form.control, name: 'comment' });
  const commentField = fields.field('comment');

  const onSubmit = fields.handleSubmit(async (values) => {
    form.clearErrors(FORM_FAILURE);
    const uploads = images.uploadIds();
    if (!uploads) {
      form.setError(FORM_FAILURE, { type: 'server', message: 'member:apply.wait_uploads' });
      return;
    }
    await run(
      { comment: values.comment, uploads },
      {
        onSuccess: () => {
          toast.success(t('apply.sent'));
          onDone();
        },
        onFailure: () => 'form',
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${ids.comment}-title`}>
      <h3 id={`${ids.comment}-title`} className={styles.title}>
        {t('apply.title')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={ids.comment}>{t('apply.comment')}</label>
        <textarea
          id={ids.comment}
          className={styles.textarea}
          rows={4}
          aria-invalid={commentField.error ? true : undefined}
          aria-describedby={`${ids.count}${commentField.error ? ` ${ids.comment}-error` : ''}`}
          {...form.register('comment', {
            onChange: () => {
              if (form.getFieldState('comment').error) void form.trigger('comment');
            },
          })}
        />
        <p id={ids.count} className={styles.hint}>
          {t('apply.comment_count', { count: comment.length, max: MAX })}
        </p>
        {commentField.error ? (
          <p id={`${ids.comment}-error`} className={styles.error} role="alert">
            {commentField.error}
          </p>
        ) : null}
      </div>

      <fieldset className={styles.field} aria-describedby={ids.images}>
        <legend>{t('apply.images')}</legend>
        <p id={ids.images} className={styles.hint}>
          {t('apply.images_hint', { size: MAX_IMAGE_MB, max: ACTIVITY_APPLY_LIMITS.maxImages })}
        </p>
        <div className={styles.images}>
          {images.items.map((item, index) => (
            <PhotoPicker
              key={item.key}
              label={t('apply.image_n', { number: index + 1 })}
              alt={t('apply.preview', { name: item.name })}
              photo={{ preview: item.preview }}
              accept={ACCEPT}
              onChoose={([file]) => {
                if (!file) return;
                images.remove(item.key);
                images.add([file]);
              }}
              onRemove={() => images.remove(item.key)}
              status={<UploadState item={item} onRetry={() => images.retry(item.key)} />}
            />
          ))}
          {images.full ? null : (
            <PhotoPicker
              label={t('apply.add_images')}
              photo={null}
              accept={ACCEPT}
              multiple
              onChoose={(files) => images.add(files)}
            />
          )}
        </div>
        {images.refusals.length > 0 ? (
          <div id={ids.refusals} role="alert" className={styles.error}>
            {images.refusals.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ) : null}
      </fieldset>

      {fields.failure ? (
        <p className={styles.error} role="alert">
          {fields.failure}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" block busy={busy} disabled={busy}>
          {t('apply.submit')}
        </Button>
      </div>
    </form>
  );
}
