import { useId } from 'react';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { Card } from '../../primitives';
import { InviteForm, type InviteFormProps } from '../InviteForm';
import { MemberTable, type MemberTableProps } from '../MemberTable';
import { Divider, Heading } from './AdminPanel.styles';
import '../../i18n/messages/admin';

export interface AdminPanelProps extends Omit<MemberTableProps, 'viewer'> {
  /** The signed-in user; the panel is only rendered for ADMIN and SUPER_ADMIN. */
  viewer: MemberTableProps['viewer'];
  onInvite: InviteFormProps['onInvite'];
}

/** 'Panneau d'Administration': invite a member, then the team with its actions. */
export function AdminPanel({ viewer, onInvite, ...memberTable }: AdminPanelProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading id={headingId}>{t('admin.title')}</Heading>
        <InviteForm viewerRole={viewer.role} onInvite={onInvite} />
        <Divider />
        <MemberTable viewer={viewer} {...memberTable} />
      </Stack>
    </Card>
  );
}
