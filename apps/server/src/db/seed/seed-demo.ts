import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  locationContacts,
  locations,
  orgCounters,
  organizations,
  stagedLocations,
  vendors,
} from '../schema';
import type { PoolAdmin } from '@fm/identity';
import { indianCities } from './indian-cities';
import { demoContacts, type ContactSeedLocation } from './demo-contacts';
import { seedDemoDevices } from './demo-devices';
import { seedDemoEsg } from './demo-esg';
import { seedDemoUsers } from './demo-users';
import { seedDemoWorkforce } from './demo-workforce';
import { demoBranches, demoStagedLocations, branchFromCity } from './demo-locations';
import { seedDemoPestControl } from './demo-pest-control';
import { seedDemoMaterials } from './demo-materials';

const DEMO_ORG_NAME = 'Lotus Retail Bank';
const OTHER_ORG_NAME = 'Harbor Logistics';

/** Arbitrary but fixed: two servers starting on one empty database seed it once. */
const SEED_LOCK = 7_240_118;

export interface SeedResult {
  seeded: boolean;
  demoOrgId: number;
  otherOrgId: number;
}

/**
 * Fills an empty database with the demo organisation (50+ branches across 20 Indian states,
 * staged locations in every state of the approval flow, one or two contacts per location, one
 * account per role) and a second,
 * smaller organisation with its admin, so that the tenant walls can be seen. All in one
 * transaction; does nothing when any organisation exists.
 */
export interface SeedOptions {
  /** The embedded user pool's administration, to create the demo accounts; null with Cognito. */
  admin: PoolAdmin | null;
  demoPassword: string;
  now?: Date;
}

export async function seedDemoData(
  db: Database,
  { admin, demoPassword, now = new Date() }: SeedOptions,
): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: organizations.id }).from(organizations).limit(1);
    if (existing.length > 0) return null;

    const [demo, other] = await tx
      .insert(organizations)
      .values([{ name: DEMO_ORG_NAME }, { name: OTHER_ORG_NAME }])
      .returning({ id: organizations.id });
    if (!demo || !other) throw new Error('Seeding could not create the demo organisations');

    const demoAdmin = 'admin@demo.example';
    const branches = demoBranches({
      orgId: demo.id,
      firstLocationId: 1001,
      createdBy: demoAdmin,
      now,
    });
    const contactColumns = {
      id: locations.id,
      orgId: locations.orgId,
      locationId: locations.locationId,
      locationType: locations.locationType,
    };
    const demoLive: ContactSeedLocation[] = await tx
      .insert(locations)
      .values(branches)
      .returning(contactColumns);

    const staged = demoStagedLocations({
      orgId: demo.id,
      firstLocationId: 1001 + branches.length,
      createdBy: demoAdmin,
      approver: 'approver@demo.example',
      now,
    });
    for (const { staged: row, live } of staged) {
      const [moved] = live ? await tx.insert(locations).values(live).returning(contactColumns) : [];
      if (moved) demoLive.push(moved);
      await tx.insert(stagedLocations).values({ ...row, masterLocationId: moved?.id ?? null });
    }

    const otherAdmin = 'admin@other.example';
    const warehouses = ['Chennai', 'Kolkata', 'Surat', 'Nagpur', 'Guwahati', 'Ludhiana'].map(
      (cityName, index) => {
        const city = indianCities.find((fixture) => fixture.city === cityName);
        if (!city) throw new Error(`No fixture for ${cityName}`);
        const options = { orgId: other.id, firstLocationId: 101, createdBy: otherAdmin, now };
        return {
          ...branchFromCity(city, index, { ...options, name: (c) => `Harbor ${c.city} Warehouse` }),
          locationType: 'warehouse',
          status: 'active' as const,
          statusReason: null,
        };
      },
    );
    const otherLive = await tx.insert(locations).values(warehouses).returning(contactColumns);
    await tx
      .insert(locationContacts)
      .values([
        ...demoContacts(demoLive, 'lotusbank.example'),
        ...demoContacts(otherLive, 'harborlogistics.example'),
      ]);

    // The counters continue after the numbers handed out here (deleting the highest location
    // must not free its number).
    const last = (rows: { locationId: number }[]) => Math.max(...rows.map((row) => row.locationId));
    await tx.insert(orgCounters).values([
      {
        orgId: demo.id,
        name: 'location_id',
        value: Math.max(last(demoLive), last(staged.map(({ staged: row }) => row))),
      },
      { orgId: other.id, name: 'location_id', value: last(otherLive) },
    ]);

    // The demo's vendor companies; the other organisation reuses an id on purpose (ids are per
    // organisation, and the tenant walls must hold between equal ids).
    await tx.insert(vendors).values([
      {
        orgId: demo.id,
        id: 'VEN-001',
        name: 'Sunrise Facility Services',
        services: ['security', 'housekeeping'],
      },
      { orgId: demo.id, id: 'VEN-002', name: 'Shield Pest Solutions', services: ['pest-control'] },
      { orgId: other.id, id: 'VEN-001', name: 'Portside Services', services: ['security'] },
    ]);

    await seedDemoWorkforce(tx, { demo: demo.id, other: other.id }, now);
    // Devices on most active branches, the default alert rules and alerts in every state.
    await seedDemoDevices(tx, {
      orgId: demo.id,
      prefix: 'LRB',
      now,
      perLocation: 2,
      admin: demoAdmin,
    });
    await seedDemoDevices(tx, {
      orgId: other.id,
      prefix: 'HBL',
      now,
      perLocation: 1,
      admin: otherAdmin,
    });
    await seedDemoPestControl(tx, { demoOrgId: demo.id, otherOrgId: other.id, now });
    await seedDemoMaterials(tx, { demoOrgId: demo.id, otherOrgId: other.id, now });
    await seedDemoEsg(tx, { orgId: demo.id, now, createdBy: demoAdmin });
    await seedDemoEsg(tx, { orgId: other.id, now, createdBy: otherAdmin });

    if (admin) await seedDemoUsers(tx, admin, { demo: demo.id, other: other.id }, demoPassword);

    return { seeded: true, demoOrgId: demo.id, otherOrgId: other.id };
  });
}
