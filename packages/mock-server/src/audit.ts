import { type AuditAction, db } from './db';
import type { Viewer } from './rules';

/** Appends to the audit log: impersonations, role changes and deletions, with who did them. */
export function recordAudit(action: AuditAction, actor: Viewer, targetId: number | null, detail = ''): void {
  db.auditLog.create({
    action,
    actorId: actor.user.id,
    targetId,
    tenantId: actor.tenant.id,
    detail,
    createdAt: new Date().toISOString(),
  });
}
