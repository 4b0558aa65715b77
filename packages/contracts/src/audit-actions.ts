/*
 * Every action the audit log records, once (decision 049). The server's `writeAudit` and
 * `auditAndPublish` take only these, so a free string does not type-check; the web reads them
 * (a location's history) by the same names. Kept free of zod: the web's first screens use them.
 *
 * The naming rule, shared with the live event types (`event-types.ts`):
 * `<domain>.<entity>.<verb in the past tense>`, every part lower-case kebab-case. The domain is
 * the domain's one name (the server module, the contracts folder); the entity is what changed,
 * as people say it (`staged-location`, `alert-rule`); the verb says what happened to it
 * (`created`, `status-changed`, `saved-and-approved`). A new action is one line here, and the
 * stored rows of a renamed one move with it in a migration.
 */

/** The audit actions of each domain. */
export const AUDIT_ACTIONS = [
  'locations.location.created',
  'locations.location.updated',
  'locations.location.status-changed',
  'locations.location.deleted',

  'staging.staged-location.added',
  'staging.staged-location.updated',
  'staging.staged-location.approved',
  'staging.staged-location.rejected',
  'staging.staged-location.saved-and-approved',

  'devices.device.activated',
  'devices.device.key-rotated',
  'devices.device.deleted',
  'devices.alert.acknowledged',
  'devices.alert.dismissed',
  'devices.alert-rule.created',
  'devices.alert-rule.updated',
  'devices.alert-rule.deleted',

  'workforce.employee.created',
  'workforce.employee.updated',
  'workforce.employee.deactivated',
  'workforce.attendance.marked',
  'workforce.attendance.deleted',
  'workforce.email-recipient.created',
  'workforce.email-recipient.updated',
  'workforce.email-recipient.deleted',
  'workforce.email-schedule.updated',

  'pest-control.record.created',
  'pest-control.record.files-added',
  'pest-control.record.deleted',
  'pest-control.schedule.created',
  'pest-control.schedule.updated',
  'pest-control.schedule.completed',
  'pest-control.schedule.reopened',
  'pest-control.schedule.deleted',

  'branding.branding.updated',

  'materials.item.created',
  'materials.item.updated',
  'materials.item.archived',
  'materials.item.restored',
  'materials.item.deleted',
  'materials.stock-levels.changed',

  'esg.bill.created',
  'esg.bill.updated',
  'esg.bill.deleted',
  'esg.waste.recorded',
  'esg.factor.added',
  'esg.month.closed',
  'esg.month.restated',

  'users.profile.updated',
  'users.profile.email-verified',
  'users.person.invited',
  'users.person.invite-resent',
  'users.person.invite-revoked',
  'users.person.role-changed',
  'users.person.disabled',
  'users.person.enabled',
  'users.person.password-reset',
  'users.person.mfa-reset',
  'users.person.sessions-revoked',

  // A question to the assistant: it changes nothing, but every question is on the record.
  'assistant.question.answered',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
