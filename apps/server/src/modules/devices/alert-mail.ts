import type { Platform } from '../../platform';
import { selectOrgAdminEmails } from '../../shared/org-admins';

export interface RaisedAlert {
  id: string;
  severity: string;
  message: string;
  deviceName: string;
}

/**
 * New critical alerts go to the organisation's admins through the outbox (and SMTP when
 * configured), after the alert is committed. A failure is logged; the alert stands either way.
 */
export async function mailCriticalAlerts(
  platform: Platform,
  orgId: number,
  raised: RaisedAlert[],
): Promise<void> {
  const critical = raised.filter((alert) => alert.severity === 'critical');
  if (critical.length === 0) return;
  try {
    const admins = await selectOrgAdminEmails(platform.db, orgId);
    for (const alert of critical) {
      for (const to of admins) {
        await platform.mailer.sendMail({
          orgId,
          kind: 'devices.critical-alert',
          to,
          subject: `Critical alert: ${alert.deviceName}`,
          text: `${alert.deviceName}: ${alert.message}\n\nOpen ${platform.config.PUBLIC_URL}/devices to acknowledge it.`,
        });
      }
    }
  } catch (error) {
    platform.logger.error({ err: error, orgId }, 'critical alert mail failed');
  }
}
