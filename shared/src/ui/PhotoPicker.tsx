import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Button } from './Button';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  /** What the photo is of: the group's name ("Front of the ID"). */
  label: string;
  /** The photo in the slot: its preview (a data URL, empty while it is read); null when there is none. */
  photo: { preview: string } | null;
  /** The preview's alternative text; "Photo: <label>" unless the caller names it better. */
  alt?: string;
  /** The file types the chooser offers (the camera always gives an image). */
  accept: string;
  /** Which camera "Take a photo" opens: the front one for a selfie, the back one for a document. */
  capture?: 'user' | 'environment';
  /** Lets the chooser take several photos at once (an empty slot that adds to a list). */
  multiple?: boolean;
  disabled?: boolean;
  /** The photos chosen or taken; a chosen one replaces the photo in the slot. */
  onChoose: (files: File[]) => void;
  /** Empties the slot; without it the slot offers no "Remove". */
  onRemove?: () => void;
  /** A line under the preview: the upload's state, a retry. */
  status?: ReactNode;
  /** Why a photo was refused, read out as it appears. */
  error?: ReactNode;
  /** Ids of texts that describe the slot (a hint of the sizes it takes). */
  describedBy?: string;
}

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <path
        d="M4 8h3l1.6-2.4h6.8L17 8h3v11H4zM12 16.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One photo slot of a form: take a photo with the camera or choose one from the phone, see it, then
 * replace or remove it. The browser's own file inputs stay hidden behind the slot's buttons, which are
 * named in the page's language and reached with the keyboard like any button; focus stays on the
 * slot's next step when the buttons change.
 */
export function PhotoPicker({
  label,
  photo,
  alt,
  accept,
  capture = 'environment',
  multiple = false,
  disabled = false,
  onChoose,
  onRemove,
  status,
  error,
  describedBy,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  // Set when a press of this slot will change its buttons: the button then drawn in its place takes focus.
  const moved = useRef(false);
  const filled = photo !== null;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    first.current?.focus();
  }, [filled]);

  const take = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    moved.current = !filled;
    onChoose(chosen);
  };
  const input = (
    ref: typeof camera,
    props: { accept: string; capture?: 'user' | 'environment'; multiple?: boolean },
  ) => (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      {...props}
      onChange={(event) => {
        take(event.target.files);
        // The same photo can be chosen again after it was removed.
        event.target.value = '';
      }}
    />
  );
  const described = [describedBy, error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={styles.picker} aria-describedby={described} data-filled={filled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.frame}>
        {photo?.preview ? (
          <img className={styles.preview} src={photo.preview} alt={alt ?? t('photo.preview', { name: label })} />
        ) : (
          <span className={styles.empty}>
            <CameraIcon />
            <span>{photo ? t('photo.reading') : t('photo.empty')}</span>
          </span>
        )}
      </div>
      {status ? <div className={styles.status}>{status}</div> : null}
      <div className={styles.actions}>
        {filled ? (
          <>
            <Button ref={first} variant="secondary" disabled={disabled} onClick={() => files.current?.click()}>
              {t('photo.replace')}
            </Button>
            {onRemove ? (
              <Button
                variant="link"
                onClick={() => {
                  moved.current = true;
                  onRemove();
                }}
              >
                {t('photo.remove')}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Button ref={first} variant="secondary" disabled={disabled} onClick={() => files.current?.click()}>
              {t('photo.choose')}
            </Button>
            <Button variant="secondary" disabled={disabled} onClick={() => camera.current?.click()}>
              {t('photo.take')}
            </Button>
          </>
        )}
      </div>
      {input(camera, { accept: 'image/*', capture })}
      {input(files, { accept, multiple: multiple && !filled })}
      {error ? (
        <div id={errorId} role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
