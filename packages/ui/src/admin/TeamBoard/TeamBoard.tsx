import { type CSSProperties, useId, useState } from 'react';
import { formatCount, t } from '../../i18n';
import { Cluster, Stack } from '../../layout';
import { Badge, Button, EmptyState, ErrorMessage, LoadingText } from '../../primitives';
import { SegmentedControl } from '../../primitives/SegmentedControl';
import { isViewer, memberName } from '../permissions';
import type { AdminUser, AdminViewer, LoadStatus } from '../types';
import { type BoardFigure, rankMembers } from './ranking';
import { Bar, Entry, Heading, Name, Note, Rank, Ranking, Value } from './TeamBoard.styles';
import '../../i18n/messages/admin';

export interface TeamBoardProps {
  /** The admin user list, as the member table gets it. */
  members: readonly AdminUser[];
  /** Marks the viewer's own entry 'Vous'. */
  viewer: AdminViewer;
  status: LoadStatus;
  /** The load failure's text; 'Impossible de charger la liste des utilisateurs.' by default. */
  error?: string | null;
  onRetry?: () => void;
}

/** The figures the list carries per member, labelled as the member table's columns are. */
function figureLabel(figure: BoardFigure): string {
  switch (figure) {
    case 'streets':
      return t('common.streetsDone');
    case 'sectors':
      return t('admin.members.sectors');
    case 'zones':
      return t('admin.members.zones');
  }
}

const figures: readonly BoardFigure[] = ['streets', 'sectors', 'zones'];

/**
 * 'Classement de l'équipe': the members ranked by one of their figures, as horizontal bars. The list is
 * the data (rank, name and figure as text, in an ordered list); the bars are for the eye only.
 */
export function TeamBoard({ members, viewer, status, error, onRetry }: TeamBoardProps) {
  const headingId = useId();
  const [figure, setFigure] = useState<BoardFigure>('streets');
  const ranked = rankMembers(members, figure);
  const nobodyScored = ranked.every(({ share }) => share === 0);

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Heading id={headingId}>{t('admin.board.title')}</Heading>
      {status === 'loading' ? <LoadingText /> : null}
      {status === 'error' ? (
        <Cluster gap="md">
          <ErrorMessage>{error || t('errors.admin.listFailed')}</ErrorMessage>
          {onRetry ? (
            <Button size="small" variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </Cluster>
      ) : null}
      {status === 'ready' && members.length === 0 ? <EmptyState title={t('admin.members.empty')} /> : null}
      {status === 'ready' && members.length > 0 ? (
        <>
          <SegmentedControl
            label={t('admin.board.rankBy')}
            showLabel
            options={figures.map((value) => ({ value, label: figureLabel(value) }))}
            value={figure}
            onChange={setFigure}
          />
          {nobodyScored ? <Note>{t('admin.board.allZero')}</Note> : null}
          <Ranking
            aria-label={t('admin.board.rankedBy', { figure: figureLabel(figure).toLocaleLowerCase('fr-FR') })}
          >
            {ranked.map(({ member, value, rank, share }) => (
              <Entry
                key={member.id}
                // The length is a CSS variable: one class for every bar, whatever its value.
                style={{ '--bar-share': `${share * 100}%` } as CSSProperties}
              >
                <Rank>{rank}</Rank>
                <Name>
                  {memberName(member)}
                  {isViewer(viewer, member) ? (
                    <>
                      {' '}
                      <Badge tone="green">{t('admin.members.you')}</Badge>
                    </>
                  ) : null}
                </Name>
                <Value>{formatCount(value)}</Value>
                <Bar aria-hidden="true" data-empty={value <= 0} />
              </Entry>
            ))}
          </Ranking>
        </>
      ) : null}
    </Stack>
  );
}
