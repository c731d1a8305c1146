import { useCallback } from 'react';
import { t } from '../../i18n';
import {
  Badge,
  type BadgeTone,
  Button,
  EditIcon,
  Icon,
  IconButton,
  type IconProps,
  Select,
  TrashIcon,
} from '../../primitives';
import { roleLabel } from '../permissions';
import type { Role } from '../types';
import { Actions, RoleEditorWrapper } from './MemberTable.styles';
import '../../i18n/messages/admin';

const roleTones: Record<Role, BadgeTone> = { AGENT: 'neutral', ADMIN: 'blue', SUPER_ADMIN: 'purple' };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={roleTones[role]}>{roleLabel(role)}</Badge>;
}

const ImpersonateIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 11h6M19 8l3 3-3 3" />
  </Icon>
);

export interface RoleEditorProps {
  name: string;
  value: Role;
  choices: readonly Role[];
  onChange: (role: Role) => void;
}

/** The select that replaces the role badge while the row is being edited; it takes focus when it appears. */
export function RoleEditor({ name, value, choices, onChange }: RoleEditorProps) {
  const focusOnMount = useCallback((select: HTMLSelectElement | null) => select?.focus(), []);
  return (
    <RoleEditorWrapper>
      <Select
        ref={focusOnMount}
        label={t('admin.members.roleOf', { name })}
        value={value}
        onChange={(event) => onChange(choices.find((role) => role === event.target.value) ?? value)}
        options={choices.map((role) => ({ value: role, label: roleLabel(role) }))}
      />
    </RoleEditorWrapper>
  );
}

export interface MemberActionsProps {
  name: string;
  editing: boolean;
  saving: boolean;
  /** Only where the editor offers another role (see `canEditRole`). */
  canEditRole: boolean;
  canDelete: boolean;
  canImpersonate: boolean;
  editButtonRef: (button: HTMLButtonElement | null) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
  onImpersonate: () => void;
}

/** A member's buttons: edit, delete, impersonate; Enregistrer and Annuler while the role is edited. */
export function MemberActions(props: MemberActionsProps) {
  const { name, editing, saving } = props;
  if (editing) {
    return (
      <Actions>
        <Button size="small" busy={saving} busyLabel={t('common.saving')} onClick={props.onSave}>
          {t('common.save')}
        </Button>
        <Button size="small" variant="secondary" disabled={saving} onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
      </Actions>
    );
  }
  if (!props.canEditRole && !props.canDelete && !props.canImpersonate) return null;
  return (
    <Actions>
      {props.canEditRole ? (
        <IconButton
          ref={props.editButtonRef}
          label={t('admin.editRole', { name })}
          icon={<EditIcon />}
          onClick={props.onEdit}
        />
      ) : null}
      {props.canImpersonate ? (
        <IconButton
          label={t('admin.impersonate', { name })}
          icon={<ImpersonateIcon />}
          onClick={props.onImpersonate}
        />
      ) : null}
      {props.canDelete ? (
        <IconButton
          variant="danger"
          label={t('admin.delete', { name })}
          icon={<TrashIcon />}
          onClick={props.onDelete}
        />
      ) : null}
    </Actions>
  );
}
