import { useState } from 'react';
import { t } from '../../i18n';
import { FormModal, Textarea, TitleTypeFields } from '../../primitives';
import { favoriteTypeLook } from '../favorite-types';
import { FAVORITE_TYPES, type Favorite, type FavoriteType, type FavoriteValues } from '../types';
import '../../i18n/messages/favorites';

export interface FavoriteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The favourite to edit; without it the modal adds one. */
  favorite?: Favorite | null;
  /**
   * Saves the favourite. The modal closes when the promise resolves; when it rejects, the modal stays
   * open with what was typed and shows the error's message (already in French) in red.
   */
  onSubmit: (values: FavoriteValues) => Promise<void>;
}

interface Draft {
  title: string;
  type: FavoriteType;
  content: string;
}

type FieldErrors = Partial<Record<'title' | 'content', string>>;

const TYPE_OPTIONS = FAVORITE_TYPES.map((type) => ({ value: type, label: favoriteTypeLook(type).label }));

const draftOf = (favorite: Favorite | null | undefined): Draft => ({
  title: favorite?.title ?? '',
  type: favorite?.type ?? 'street',
  content: favorite?.content ?? '',
});

const isFavoriteType = (value: string): value is FavoriteType =>
  (FAVORITE_TYPES as readonly string[]).includes(value);

function validate(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.title.trim()) errors.title = t('common.field.titleRequired');
  if (!draft.content.trim()) errors.content = t('favorites.field.contentRequired');
  return errors;
}

/** 'Ajouter un favori' or 'Modifier le favori': Titre and Contenu required, Type Rue by default. */
export function FavoriteModal({ open, onOpenChange, favorite, onSubmit }: FavoriteModalProps) {
  const editing = Boolean(favorite);
  const [draft, setDraft] = useState(() => draftOf(favorite));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  // A new opening starts from the favourite (or a blank form), not from what the last one left.
  // Compared by id: a refreshed copy of the same favourite must not wipe what is being typed.
  const favoriteId = favorite?.id ?? null;
  const [openedFor, setOpenedFor] = useState({ open, favoriteId });
  if (openedFor.open !== open || openedFor.favoriteId !== favoriteId) {
    setOpenedFor({ open, favoriteId });
    if (open) {
      setDraft(draftOf(favorite));
      setFieldErrors({});
    }
  }

  const update = (field: keyof Draft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function submit() {
    const errors = validate(draft);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return false;
    return onSubmit({
      title: draft.title.trim(),
      type: draft.type,
      content: draft.content.trim(),
      street: favorite?.street ?? null,
    });
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? 'favorites.modal.editTitle' : 'favorites.add')}
      editing={editing}
      onSubmit={submit}
    >
      <TitleTypeFields
        values={draft}
        titleError={fieldErrors.title}
        typeOptions={TYPE_OPTIONS}
        isType={isFavoriteType}
        onChange={update}
      />
      <Textarea
        label={t('favorites.field.content')}
        name="content"
        required
        rows={4}
        value={draft.content}
        onChange={(change) => update('content', change.target.value)}
        error={fieldErrors.content}
      />
    </FormModal>
  );
}
