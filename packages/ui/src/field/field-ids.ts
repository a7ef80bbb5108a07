import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
}

export function useFieldIds(
  id: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [extraDescribedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return { controlId, hintId, errorId, describedBy };
}
