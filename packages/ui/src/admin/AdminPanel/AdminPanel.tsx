import { useId, useState } from 'react';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { Card } from '../../primitives';
import { SegmentedControl } from '../../primitives/SegmentedControl';
import { InviteForm, type InviteFormProps } from '../InviteForm';
import { MemberTable, type MemberTableProps } from '../MemberTable';
import { TeamBoard } from '../TeamBoard';
import { Divider, Heading } from './AdminPanel.styles';
import '../../i18n/messages/admin';

export interface AdminPanelProps extends Omit<MemberTableProps, 'viewer'> {
  /** The signed-in user; the panel is only rendered for ADMIN and SUPER_ADMIN. */
  viewer: MemberTableProps['viewer'];
  onInvite: InviteFormProps['onInvite'];
}

type TeamView = 'table' | 'board';

/**
 * 'Panneau d'Administration': invite a member, then the team, as the spec's member table (the default:
 * it holds the actions and the exact figures) or as a ranking of the same figures.
 */
export function AdminPanel({ viewer, onInvite, ...memberTable }: AdminPanelProps) {
  const headingId = useId();
  const [view, setView] = useState<TeamView>('table');
  const { members, status, error, onRetry } = memberTable;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading id={headingId}>{t('admin.title')}</Heading>
        <InviteForm viewerRole={viewer.role} onInvite={onInvite} />
        <Divider />
        <SegmentedControl
          label={t('admin.view')}
          options={[
            { value: 'table', label: t('admin.view.table') },
            { value: 'board', label: t('admin.view.board') },
          ]}
          value={view}
          onChange={setView}
        />
        {view === 'board' ? (
          <TeamBoard members={members} viewer={viewer} status={status} error={error} onRetry={onRetry} />
        ) : (
          <MemberTable viewer={viewer} {...memberTable} />
        )}
      </Stack>
    </Card>
  );
}
