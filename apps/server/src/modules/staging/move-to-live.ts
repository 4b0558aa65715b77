import type { LocationRecord } from '@fm/contracts';
import type { Caller } from '../../auth/caller';
import type { Transaction } from '../../db/client';
import { locations, type StagedLocationRow } from '../../db/schema';
import { conflict } from '../../http/errors';
import { writeAudit } from '../audit';
import { locationRecordColumns } from '../locations/records';

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The live copy of an approved staged location: same number and address, named after its
 * nickname (else its building), approved (not yet active), an office like in the combined list.
 */
export async function moveToLive(
  tx: Transaction,
  caller: Caller,
  staged: StagedLocationRow,
): Promise<LocationRecord> {
  const [live] = await tx
    .insert(locations)
    .values({
      orgId: staged.orgId,
      locationId: staged.locationId,
      name: staged.locationNickname ?? staged.buildingName,
      locationNickname: staged.locationNickname,
      state: staged.state,
      city: staged.city,
      pinCode: staged.pinCode,
      country: staged.country,
      district: staged.district,
      zone: staged.zone,
      colony: staged.colony,
      street: staged.street,
      plotNo: staged.plotNo,
      sector: staged.sector,
      buildingName: staged.buildingName,
      buildingWing: staged.buildingWing,
      floor: staged.floor,
      officeUnit: staged.officeUnit,
      latitude: staged.latitude,
      longitude: staged.longitude,
      locationType: 'office',
      status: 'approved',
      createdBy: caller.email,
      updatedBy: caller.email,
    })
    .returning(locationRecordColumns)
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw conflict(`A live location with number ${staged.locationId} already exists`);
      throw error;
    });
  await writeAudit(tx, caller, {
    action: 'location.create',
    entityType: 'location',
    entityId: live!.id,
    changes: { after: live, stagedLocationId: staged.id },
  });
  return live!;
}
