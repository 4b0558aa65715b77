-- Hand-written (drizzle-kit --custom): audit actions and live event types follow one naming rule,
-- `<domain>.<entity>.<verb in the past tense>` (decision 049; the lists are the contracts'
-- AUDIT_ACTIONS and EVENT_TYPES). The rows written under the old names move with them, so a
-- location's history (which reads actions by name) and a browser resuming its event stream read
-- them under the new ones. Names not listed (none are expected) are left as they are.
UPDATE "audit_log" SET "action" = renamed."new_name"
FROM (VALUES
  ('location.create', 'locations.location.created'),
  ('location.update', 'locations.location.updated'),
  ('location.status', 'locations.location.status-changed'),
  ('location.delete', 'locations.location.deleted'),
  ('location.stage', 'staging.staged-location.added'),
  ('staged_location.update', 'staging.staged-location.updated'),
  ('staged_location.approve', 'staging.staged-location.approved'),
  ('staged_location.reject', 'staging.staged-location.rejected'),
  ('staged_location.save_and_approve', 'staging.staged-location.saved-and-approved'),
  ('device.activate', 'devices.device.activated'),
  ('device.rotate-key', 'devices.device.key-rotated'),
  ('device.delete', 'devices.device.deleted'),
  ('alert.acknowledge', 'devices.alert.acknowledged'),
  ('alert.dismiss', 'devices.alert.dismissed'),
  ('alert-rule.create', 'devices.alert-rule.created'),
  ('alert-rule.update', 'devices.alert-rule.updated'),
  ('alert-rule.delete', 'devices.alert-rule.deleted'),
  ('employee.created', 'workforce.employee.created'),
  ('employee.updated', 'workforce.employee.updated'),
  ('employee.deactivated', 'workforce.employee.deactivated'),
  ('attendance.marked', 'workforce.attendance.marked'),
  ('attendance.deleted', 'workforce.attendance.deleted'),
  ('recipient.created', 'workforce.email-recipient.created'),
  ('recipient.updated', 'workforce.email-recipient.updated'),
  ('recipient.deleted', 'workforce.email-recipient.deleted'),
  ('attendance-email.schedule-updated', 'workforce.email-schedule.updated'),
  ('pest-control.recorded', 'pest-control.record.created'),
  ('pest-control.files-added', 'pest-control.record.files-added'),
  ('pest-control.deleted', 'pest-control.record.deleted'),
  ('pest-control-schedule.created', 'pest-control.schedule.created'),
  ('pest-control-schedule.updated', 'pest-control.schedule.updated'),
  ('pest-control-schedule.completed', 'pest-control.schedule.completed'),
  ('pest-control-schedule.deleted', 'pest-control.schedule.deleted'),
  ('branding.update', 'branding.branding.updated'),
  ('profile.update', 'users.profile.updated'),
  ('profile.email-verified', 'users.profile.email-verified')
) AS renamed("old_name", "new_name")
WHERE "audit_log"."action" = renamed."old_name";
--> statement-breakpoint
UPDATE "domain_events" SET "type" = renamed."new_name"
FROM (VALUES
  ('locations.changed', 'locations.location.changed'),
  ('staging.changed', 'staging.staged-location.changed'),
  ('devices.changed', 'devices.device.changed'),
  ('devices.list-changed', 'devices.device-list.changed'),
  ('alerts.changed', 'devices.alert.changed'),
  ('employees.changed', 'workforce.employee.changed'),
  ('attendance.changed', 'workforce.attendance.changed')
) AS renamed("old_name", "new_name")
WHERE "domain_events"."type" = renamed."old_name";
