import { useId } from 'react';

/** Ids tying a field's control to its label, hint and error (`aria-describedby` lists what is shown). */
export function useFieldIds({ hint, error }: { hint?: string | undefined; error?: string | undefined }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
