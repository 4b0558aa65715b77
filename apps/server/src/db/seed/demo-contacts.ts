import type { locationContacts } from '../schema';

type NewContact = typeof locationContacts.$inferInsert;

const firstNames = `Aarav Kavya Rohan Sneha Arjun Divya Karthik Pooja Siddharth Neha Manoj Lakshmi
  Imran Farah Harpreet Gurleen Sanjay Meenakshi Abhishek Ritu Vivek Anjali Suresh
  Deepa`.split(/\s+/);
const lastNames = `Patel Reddy Nair Kulkarni Banerjee Menon Iyer Deshpande Chauhan Gupta Khan
  Mukherjee Joshi Pillai Rao Saxena Bhat Ghosh Mehta`.split(/\s+/);

export interface ContactSeedLocation {
  id: string;
  orgId: number;
  locationId: number;
  locationType: string | null;
}

/**
 * One or two single points of contact per location: the person in charge (primary) and, for
 * every other location, an operations officer. Names, e-mails and mobile numbers are made up but
 * deterministic, in the organisation's mail domain.
 */
export function demoContacts(locations: ContactSeedLocation[], mailDomain: string): NewContact[] {
  return locations.flatMap((location, index) => {
    const person = (offset: number) => {
      const first = firstNames[(index * 5 + offset * 7) % firstNames.length]!;
      const last = lastNames[(index * 3 + offset * 11) % lastNames.length]!;
      const mobile =
        9_800_000_000 + ((location.locationId * 7_919 + offset * 104_729) % 199_999_999);
      return {
        orgId: location.orgId,
        locationId: location.id,
        name: `${first} ${last}`,
        email: `${first}.${last}${offset === 0 ? '' : '.ops'}@${mailDomain}`.toLowerCase(),
        phone: `+91 ${String(mobile).slice(0, 5)} ${String(mobile).slice(5)}`,
      };
    };
    const head =
      location.locationType === 'atm'
        ? 'ATM Custodian'
        : location.locationType === 'warehouse'
          ? 'Warehouse Manager'
          : location.locationType === 'office'
            ? 'Office Administrator'
            : 'Branch Manager';
    const contacts: NewContact[] = [{ ...person(0), designation: head, isPrimary: true }];
    if (index % 2 === 0)
      contacts.push({ ...person(1), designation: 'Operations Officer', isPrimary: false });
    return contacts;
  });
}
