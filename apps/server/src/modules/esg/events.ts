import type { Transaction } from '../../db/client';
import type { ServiceContext } from '../../shared/service-context';

/** The ESG figures changed (a bill, waste, a factor, a closing): browsers re-fetch the report. */
const ESG_CHANGED = 'esg.figures.changed';

export const esgChanged = ({ caller, platform }: ServiceContext, tx: Transaction) =>
  platform.events.publish(tx, { orgId: caller.orgId, type: ESG_CHANGED, audience: 'esg:read' });
