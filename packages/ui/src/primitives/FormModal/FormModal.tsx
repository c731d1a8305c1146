import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { rejectionMessage } from '../../errors/rejection-message';
import { t } from '../../i18n';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { Modal } from '../Modal';
import { Form } from './FormModal.styles';

export interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** An add or edit form of a list: picks the default labels and failure text below. */
  editing?: boolean;
  /** 'Ajouter', or 'Modifier' when `editing`, by default. */
  submitLabel?: string;
  /** Shown on the submit button while saving; 'Enregistrement...' by default. */
  busyLabel?: string;
  /**
   * Runs on submit. Return `false` when the form's own checks failed (nothing is saved, the modal
   * stays). A returned promise keeps the modal busy; it closes when it resolves and, when it rejects,
   * stays open with what was typed and shows the error's message (already in French), or `fallbackError`.
   */
  onSubmit: () => Promise<void> | false;
  /** The list's 'could not add' (or, when `editing`, 'could not update') text by default. */
  fallbackError?: string;
  children: ReactNode;
}

/** A modal holding a form: Annuler and the submit button, saving blocked while in progress, errors in red. */
export function FormModal({
  open,
  onOpenChange,
  title,
  description,
  editing = false,
  submitLabel = t(editing ? 'common.edit' : 'common.add'),
  busyLabel = t('common.saving'),
  onSubmit,
  fallbackError = t(editing ? 'errors.list.updateFailed' : 'errors.list.createFailed'),
  children,
}: FormModalProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Each opening starts without the previous attempt's error.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSaveError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const saved = onSubmit();
    if (saved === false) return;
    setSaveError(null);
    setSaving(true);
    try {
      await saved;
      setSaving(false);
      onOpenChange(false);
    } catch (error) {
      setSaving(false);
      setSaveError(rejectionMessage(error, fallbackError));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={title}
      {...(description === undefined ? {} : { description })}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={handleSubmit} noValidate aria-busy={saving || undefined}>
        {saveError ? <ErrorMessage>{saveError}</ErrorMessage> : null}
        {children}
      </Form>
    </Modal>
  );
}
