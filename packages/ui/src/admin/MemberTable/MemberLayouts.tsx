import type { ReactNode } from 'react';
import { formatCount, t } from '../../i18n';
import { Cluster, Stack } from '../../layout';
import { Badge, Card } from '../../primitives';
import { isViewer, memberName } from '../permissions';
import type { AdminUser, AdminViewer } from '../types';
import { CardHeader, Counts, Email, MemberName, Table, TableScroll } from './MemberTable.styles';
import '../../i18n/messages/admin';

export interface MemberLayoutProps {
  members: readonly AdminUser[];
  viewer: AdminViewer;
  labelledBy: string;
  renderRole: (member: AdminUser) => ReactNode;
  renderActions: (member: AdminUser) => ReactNode;
}

function NameWithYou({ member, viewer }: { member: AdminUser; viewer: AdminViewer }) {
  return (
    <>
      {memberName(member)}
      {isViewer(viewer, member) ? (
        <>
          {' '}
          <Badge tone="green">{t('admin.members.you')}</Badge>
        </>
      ) : null}
    </>
  );
}

/** From 768 px: one row per member. */
export function MemberRows({ members, viewer, labelledBy, renderRole, renderActions }: MemberLayoutProps) {
  return (
    <TableScroll>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('common.field.name')}</th>
            <th scope="col">{t('admin.role')}</th>
            <th scope="col" data-numeric="true">
              {t('admin.members.zones')}
            </th>
            <th scope="col" data-numeric="true">
              {t('admin.members.sectors')}
            </th>
            <th scope="col" data-numeric="true">
              {t('common.streetsDone')}
            </th>
            <th scope="col">{t('admin.members.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <NameWithYou member={member} viewer={viewer} />
                <Email>{member.email}</Email>
              </th>
              <td>{renderRole(member)}</td>
              <td data-numeric="true">{formatCount(member.zones_count)}</td>
              <td data-numeric="true">{formatCount(member.completed_sectors_count)}</td>
              <td data-numeric="true">{formatCount(member.completed_streets_count)}</td>
              <td>{renderActions(member)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** Under 768 px: one card per member. */
export function MemberCards({ members, viewer, labelledBy, renderRole, renderActions }: MemberLayoutProps) {
  return (
    <Stack as="ul" gap="sm" aria-labelledby={labelledBy}>
      {members.map((member) => (
        <Card as="li" key={member.id}>
          <CardHeader>
            <MemberName>
              <NameWithYou member={member} viewer={viewer} />
            </MemberName>
            {renderActions(member)}
          </CardHeader>
          <Cluster justify="between">
            <Email>{member.email}</Email>
            {renderRole(member)}
          </Cluster>
          <Counts>
            <div>
              <dt>{t('admin.members.zones')}</dt>
              <dd>{formatCount(member.zones_count)}</dd>
            </div>
            <div>
              <dt>{t('admin.members.sectors')}</dt>
              <dd>{formatCount(member.completed_sectors_count)}</dd>
            </div>
            <div>
              <dt>{t('common.streetsDone')}</dt>
              <dd>{formatCount(member.completed_streets_count)}</dd>
            </div>
          </Counts>
        </Card>
      ))}
    </Stack>
  );
}
