import { useEffect, useId, useRef, useState } from 'react';
import { rejectionMessage } from '../../errors';
import { t } from '../../i18n';
import { Cluster, Stack, useIsDesktop } from '../../layout';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorMessage,
  LoadingText,
  useConfirmedAction,
  useToast,
} from '../../primitives';
import { canEditRole, canImpersonate, canManage, memberName, roleChoices } from '../permissions';
import type { AdminUser, AdminViewer, LoadStatus, Role } from '../types';
import { MemberActions, RoleBadge, RoleEditor } from './MemberControls';
import { MemberCards, MemberRows } from './MemberLayouts';
import { Heading } from './MemberTable.styles';
import '../../i18n/messages/admin';

export interface MemberTableProps {
  members: readonly AdminUser[];
  viewer: AdminViewer;
  status: LoadStatus;
  /** The load failure's text; 'Impossible de charger la liste des utilisateurs.' by default. */
  error?: string | null;
  onRetry?: () => void;
  /** Each callback rejects with an Error whose message is the French text to show. */
  onChangeRole: (member: AdminUser, role: Role) => Promise<void>;
  onDelete: (member: AdminUser) => Promise<void>;
  /** On success the app swaps the session and leaves the panel. */
  onImpersonate: (member: AdminUser) => Promise<void>;
}

type PendingAction = { kind: 'delete' | 'impersonate'; member: AdminUser };

/** The team: a table from 768 px, cards below; inline role edit, delete and impersonate with confirmation. */
export function MemberTable({
  members,
  viewer,
  status,
  error,
  onRetry,
  onChangeRole,
  onDelete,
  onImpersonate,
}: MemberTableProps) {
  const headingId = useId();
  const isDesktop = useIsDesktop();
  const toast = useToast();
  const [editing, setEditing] = useState<{ id: number; role: Role } | null>(null);
  const [saving, setSaving] = useState(false);
  const pendingAction = useConfirmedAction(
    async ({ kind, member }: PendingAction) => {
      if (kind === 'impersonate') return onImpersonate(member);
      await onDelete(member);
      toast.success(t('admin.delete.success'));
    },
    ({ kind }) => (kind === 'delete' ? t('errors.admin.deleteFailed') : t('errors.admin.impersonateFailed')),
  );
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const [focusEditOf, setFocusEditOf] = useState<number | null>(null);

  // Once the editor closes, focus goes back to the edit button it replaced.
  useEffect(() => {
    if (focusEditOf === null) return;
    editButtons.current.get(focusEditOf)?.focus();
    setFocusEditOf(null);
  }, [focusEditOf]);

  function stopEditing(id: number) {
    setEditing(null);
    setFocusEditOf(id);
  }

  async function saveRole(member: AdminUser) {
    if (!editing || saving) return;
    if (editing.role === member.role) {
      // Nothing to send; say so rather than close without a word.
      toast.success(t('admin.editRole.unchanged'));
      return stopEditing(member.id);
    }
    setSaving(true);
    try {
      await onChangeRole(member, editing.role);
      toast.success(t('admin.editRole.success'));
      stopEditing(member.id);
    } catch (failure) {
      toast.error(rejectionMessage(failure, t('errors.admin.roleFailed')));
    } finally {
      setSaving(false);
    }
  }

  const renderRole = (member: AdminUser) =>
    editing?.id === member.id ? (
      <RoleEditor
        name={memberName(member)}
        value={editing.role}
        choices={roleChoices(viewer, member.role)}
        onChange={(role) => setEditing({ id: member.id, role })}
      />
    ) : (
      <RoleBadge role={member.role} />
    );

  const renderActions = (member: AdminUser) => (
    <MemberActions
      name={memberName(member)}
      editing={editing?.id === member.id}
      saving={saving}
      canEditRole={canEditRole(viewer, member)}
      canDelete={canManage(viewer, member)}
      canImpersonate={canImpersonate(viewer, member)}
      editButtonRef={(button) => {
        if (button) editButtons.current.set(member.id, button);
        else editButtons.current.delete(member.id);
      }}
      onEdit={() => setEditing({ id: member.id, role: member.role })}
      onSave={() => saveRole(member)}
      onCancel={() => stopEditing(member.id)}
      onDelete={() => pendingAction.ask({ kind: 'delete', member })}
      onImpersonate={() => pendingAction.ask({ kind: 'impersonate', member })}
    />
  );

  const Layout = isDesktop ? MemberRows : MemberCards;
  const isImpersonation = pendingAction.target?.kind === 'impersonate';

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Heading id={headingId}>{t('admin.members.title')}</Heading>
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
        <Layout
          members={members}
          viewer={viewer}
          labelledBy={headingId}
          renderRole={renderRole}
          renderActions={renderActions}
        />
      ) : null}
      <ConfirmDialog
        {...pendingAction.dialogProps}
        title={isImpersonation ? t('admin.impersonate.title') : t('admin.delete.title')}
        message={isImpersonation ? t('admin.impersonate.confirm') : t('admin.delete.confirm')}
        confirmLabel={isImpersonation ? t('admin.impersonate.continue') : t('common.delete')}
        tone={isImpersonation ? 'primary' : 'danger'}
      />
    </Stack>
  );
}
