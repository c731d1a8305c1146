import type { ReactNode } from 'react';
import { Action, Description, Title, Wrapper } from './EmptyState.styles';

export interface EmptyStateProps {
  /** What is missing, e.g. 'Aucun secteur défini.' */
  title: string;
  description?: string | undefined;
  /** The next step, usually a Button. */
  action?: ReactNode;
  className?: string;
}

/** Shown in place of a list that has nothing in it. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <Wrapper className={className}>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrapper>
  );
}
