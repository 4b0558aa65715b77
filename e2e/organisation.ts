import { randomUUID } from 'node:crypto';
import type {
  AddLocationBody,
  LocationRecord,
  PutStagedLocationData,
  Role,
  StagedLocationRecord,
} from '@fm/contracts';
import { ApiSession } from './api';
import { serverDatabase } from './database';
import { createPerson, type Person } from './identity-admin';

/*
 * An organisation of a spec's own, walled off from the demo data and from every other spec by
 * the tenant walls themselves: what a spec changes there, no other spec reads. Its people come
 * from the pool's admin operations, its locations through the staging flow's API; only the
 * organisation row and its vendor companies are written directly (no API creates them; the
 * admin CLI writes the same row). `remove()` deletes it with everything in it.
 */

type LocationFields = Partial<AddLocationBody['locationData']>;

let created = 0;

export class TestOrganisation {
  private setup: Promise<ApiSession> | undefined;

  private constructor(
    readonly id: number,
    readonly name: string,
  ) {}

  static async create(name = `E2E Organisation ${randomUUID().slice(0, 8)}`) {
    const db = await serverDatabase();
    const { rows } = await db.query<{ id: number }>(
      'insert into organizations (name) values ($1) returning id',
      [name],
    );
    return new TestOrganisation(rows[0]!.id, name);
  }

  /** A person of this organisation, with PERSON_PASSWORD (no change asked at sign-in). */
  person(
    role: Role,
    { name = 'Neha Kapoor', vendorId }: { name?: string; vendorId?: string } = {},
  ): Promise<Person> {
    return createPerson({ orgId: this.id, role, name, vendorId });
  }

  /** A person created with a temporary password (`password`), to be replaced at sign-in. */
  newcomer(role: Role, { name = 'Neha Kapoor' }: { name?: string } = {}) {
    return createPerson({ orgId: this.id, role, name, newcomer: true });
  }

  /** A vendor company serving this organisation, for vendor people (`vendorId`). */
  async vendor({ id, name, services }: { id: string; name: string; services: string[] }) {
    const db = await serverDatabase();
    await db.query('insert into vendors (org_id, id, name, services) values ($1, $2, $3, $4)', [
      this.id,
      id,
      name,
      services,
    ]);
  }

  /** The API as one of this organisation's people. */
  as(person: Person): Promise<ApiSession> {
    return ApiSession.signIn(person);
  }

  /**
   * A live location, staged and approved through the API by the organisation's setup admin (an
   * admin of its own, made on first use). Somewhere in Mumbai unless the fields say otherwise.
   */
  async location(fields: LocationFields = {}): Promise<LocationRecord> {
    this.setup ??= this.person('admin', { name: 'Setup Admin' }).then((admin) => this.as(admin));
    const api = await this.setup;
    created += 1;
    const body: AddLocationBody = {
      orgId: this.id,
      locationData: {
        locationNickname: `E2E Branch ${process.pid}-${created}`,
        country: 'India',
        state: 'Maharashtra',
        city: 'Mumbai',
        street: 'Hill Road',
        pinCode: '400050',
        latitude: 19.0596,
        longitude: 72.8295,
        ...fields,
      },
    };
    const { stagedLocation } = await api.post<{ stagedLocation: StagedLocationRecord }>(
      '/api/add-location',
      body,
    );
    const { liveLocation } = await api.put<PutStagedLocationData>(
      `/api/staged-locations/${stagedLocation._id}`,
      {
        locationId: stagedLocation.locationId,
        action: 'approve_and_move',
        status: 'approved',
      },
    );
    if (!liveLocation) throw new Error(`Location ${stagedLocation.locationId} was not approved`);
    // Approved is not yet open: like the demo's branches, it is set active.
    const { location } = await api.put<{ location: LocationRecord }>('/api/location-status', {
      locationId: liveLocation.locationId,
      status: 'active',
      reason: 'Opened for the test',
    });
    return location;
  }

  /** Deletes the organisation (its rows go with it) and its people, in one transaction. */
  async remove() {
    const db = await (await serverDatabase()).connect();
    try {
      await db.query('begin');
      // By organisation, not e-mail: a spec may have changed a person's address.
      await db.query(`delete from identity_users where attributes->>'custom:orgId' = $1`, [
        String(this.id),
      ]);
      // Its locations first: their delete trigger bumps the organisation's list version, which
      // it could not do once the organisation is gone.
      await db.query('delete from locations where org_id = $1', [this.id]);
      await db.query('delete from organizations where id = $1', [this.id]);
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    } finally {
      db.release();
    }
  }
}
