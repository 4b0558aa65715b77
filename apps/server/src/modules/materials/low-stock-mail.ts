import { formatQuantity, type MaterialUnit } from '@fm/contracts';
import type { Platform } from '../../platform';
import { selectOrgAdminEmails } from '../../shared/org-admins';
import type { LowStockNotice } from './ledger';

const LOW_STOCK_MAIL_KIND = 'materials.low-stock';

/**
 * A raised low-stock notice goes to the organisation's admins through the outbox (and SMTP when
 * configured), after the movement committed: on hand, the minimum and the suggested order. A
 * failure is logged; the movement stands either way.
 */
export async function mailLowStock(
  platform: Platform,
  orgId: number,
  notices: readonly LowStockNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  try {
    const admins = await selectOrgAdminEmails(platform.db, orgId);
    for (const notice of notices) {
      const unit = notice.item.unit as MaterialUnit;
      const link = `${platform.config.PUBLIC_URL}/material-management?tab=stock&locationId=${notice.locationId}&lowOnly=true`;
      for (const to of admins)
        await platform.mailer.sendMail({
          orgId,
          kind: LOW_STOCK_MAIL_KIND,
          to,
          subject: `Low stock: ${notice.item.name} at ${notice.locationName}`,
          text: [
            `${notice.item.name} (${notice.item.sku}) at ${notice.locationName} is at or below its minimum.`,
            '',
            `On hand: ${formatQuantity(notice.onHand, unit)}`,
            `Minimum: ${formatQuantity(notice.minimum, unit)}`,
            `Suggested order: ${formatQuantity(notice.suggested, unit)}`,
            '',
            `Open ${link} to see the branch's stock.`,
          ].join('\n'),
        });
    }
  } catch (error) {
    platform.logger.error({ err: error, orgId }, 'low-stock mail failed');
  }
}
