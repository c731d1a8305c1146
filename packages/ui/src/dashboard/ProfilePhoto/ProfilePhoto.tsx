import { type ChangeEvent, useRef, useState } from 'react';
import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { EditIcon, ErrorMessage } from '../../primitives';
import { AvatarButton, EditBadge, Frame, Photo, Status } from './ProfilePhoto.styles';
import '../../i18n/messages/dashboard';

export interface ProfilePhotoProps {
  /** The user's name; its initial stands in for a missing photo. */
  name: string;
  /** profile.profile_picture: a URL or a data URL; null before any upload. */
  src?: string | null;
  /** True while the new photo uploads. */
  busy?: boolean;
  /** Called with the chosen image. Upload failures are only logged (spec §8), so nothing is shown for them. */
  onSelect: (file: File) => void;
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase('fr-FR');
}

/** The round profile photo; clicking it opens the file picker, restricted to images. */
export function ProfilePhoto({ name, src, busy = false, onSelect }: ProfilePhotoProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState(false);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    // `accept` only filters the picker's list; a dropped or forced file still needs the check.
    if (!file.type.startsWith('image/')) {
      setRejected(true);
      return;
    }
    setRejected(false);
    onSelect(file);
  }

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
      <input ref={inputRef} type="file" accept="image/*" hidden onChange={handleChange} />
      {busy ? <Status role="status">{t('dashboard.photo.uploading')}</Status> : null}
      {rejected && !busy ? <ErrorMessage>{t('dashboard.photo.notImage')}</ErrorMessage> : null}
    </Cluster>
  );
}
