import { type FormEvent, useId, useState } from 'react';
import { t } from '../../i18n';
import { Button, ErrorMessage, Modal, Select, Textarea, TextField } from '../../primitives';
import { favoriteTypeLook } from '../favoriteTypes';
import { FAVORITE_TYPES, type Favorite, type FavoriteType, type FavoriteValues } from '../types';
import { Form } from './FavoriteModal.styles';

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
  if (!draft.title.trim()) errors.title = t('favorites.field.titleRequired');
  if (!draft.content.trim()) errors.content = t('favorites.field.contentRequired');
  return errors;
}

/** 'Ajouter un favori' or 'Modifier le favori': Titre and Contenu required, Type Rue by default. */
export function FavoriteModal({ open, onOpenChange, favorite, onSubmit }: FavoriteModalProps) {
  const formId = useId();
  const editing = Boolean(favorite);
  const [draft, setDraft] = useState(() => draftOf(favorite));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A new opening starts from the favourite (or a blank form), not from what the last one left.
  // Compared by id: a refreshed copy of the same favourite must not wipe what is being typed.
  const favoriteId = favorite?.id ?? null;
  const [openedFor, setOpenedFor] = useState({ open, favoriteId });
  if (openedFor.open !== open || openedFor.favoriteId !== favoriteId) {
    setOpenedFor({ open, favoriteId });
    if (open) {
      setDraft(draftOf(favorite));
      setFieldErrors({});
      setSaveError(null);
    }
  }

  const update = (field: keyof Draft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const errors = validate(draft);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaveError(null);
    setSaving(true);
    try {
      await onSubmit({
        title: draft.title.trim(),
        type: draft.type,
        content: draft.content.trim(),
        street: favorite?.street ?? null,
      });
      setSaving(false);
      onOpenChange(false);
    } catch (error) {
      setSaving(false);
      setSaveError(
        error instanceof Error && error.message
          ? error.message
          : t(editing ? 'favorites.error.update' : 'favorites.error.create'),
      );
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={t(editing ? 'favorites.modal.editTitle' : 'favorites.modal.addTitle')}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel={t('favorites.modal.saving')}>
            {t(editing ? 'favorites.modal.submitEdit' : 'favorites.modal.submitAdd')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={handleSubmit} noValidate aria-busy={saving || undefined}>
        {saveError ? <ErrorMessage>{saveError}</ErrorMessage> : null}
        <TextField
          label={t('favorites.field.title')}
          name="title"
          required
          value={draft.title}
          onChange={(change) => update('title', change.target.value)}
          error={fieldErrors.title}
        />
        <Select
          label={t('favorites.field.type')}
          name="type"
          value={draft.type}
          options={TYPE_OPTIONS}
          onChange={(change) => {
            if (isFavoriteType(change.target.value)) update('type', change.target.value);
          }}
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
      </Form>
    </Modal>
  );
}
