import { type ChangeEvent, useRef, useState } from 'react';
import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { EditIcon, ErrorMessage } from '../../primitives';
import { AvatarButton, EditBadge, Frame, Photo, Status } from './ProfilePhoto.styles';
import { checkPhotoFile, MAX_PHOTO_MEGABYTES, PHOTO_ACCEPT, type PhotoFileProblem } from './photo-file';
import '../../i18n/messages/dashboard';

export interface ProfilePhotoProps {
  /** The user's name; its initial stands in for a missing photo. */
  name: string;
  /** profile.profile_picture: a URL or a data URL; null before any upload. */
  src?: string | null;
  /** True while the new photo uploads: the control is disabled, so a second tap cannot send it twice. */
  busy?: boolean;
  /**
   * The last upload failed. Spec §8 only logs it, but an agent who sees nothing happen taps again, so it
   * is said beside the photo until the next upload starts.
   */
  uploadFailed?: boolean;
  /** Called with a PNG, JPEG or WebP image of at most 5 MB; any other file is refused here. */
  onSelect: (file: File) => void;
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase('fr-FR');
}

function problemText(problem: PhotoFileProblem): string {
  return problem === 'tooLarge'
    ? t('dashboard.photo.tooLarge', { maxMegabytes: MAX_PHOTO_MEGABYTES })
    : t('dashboard.photo.notImage');
}

/** The round profile photo; clicking it opens the file picker, restricted to the images the server keeps. */
export function ProfilePhoto({ name, src, busy = false, uploadFailed = false, onSelect }: ProfilePhotoProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<PhotoFileProblem | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen || busy) return;
    const check = checkPhotoFile(chosen);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    onSelect(check.file);
  }

  // One message at a time: the refusal of the file just chosen is newer than a failed upload.
  let message: string | null = null;
  if (!busy && problem) message = problemText(problem);
  else if (!busy && uploadFailed) message = t('dashboard.photo.uploadFailed');

  return (
    <Cluster gap="md" wrap={false}>
      <AvatarButton
        type="button"
        aria-label={t('dashboard.photo.change')}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => inputRef.current?.click()}
      >
        <Frame>{src ? <Photo src={src} alt="" /> : <span aria-hidden="true">{initialOf(name)}</span>}</Frame>
        <EditBadge aria-hidden="true">
          <EditIcon size={12} />
        </EditBadge>
      </AvatarButton>
      <input ref={inputRef} type="file" accept={PHOTO_ACCEPT} hidden onChange={handleChange} />
      {busy ? <Status role="status">{t('dashboard.photo.uploading')}</Status> : null}
      {message ? <ErrorMessage>{message}</ErrorMessage> : null}
    </Cluster>
  );
}
