import { type DashboardInfo, type EntityId, NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { notAssignedTo, unassignedOptions } from './customer-entity-kinds';

const PUBLIC_CUSTOMER = 'c0000000-0000-11ef-8000-000000000001';
const HARBOUR = 'c0000000-0000-11ef-8000-000000000002';
const QUARRY = 'c0000000-0000-11ef-8000-000000000003';

const customer = (id: string): EntityId<'CUSTOMER'> => ({ entityType: 'CUSTOMER', id });
const device = (name: string, customerId: string) => ({
  id: { entityType: 'DEVICE' as const, id: `d-${name}` },
  name,
  customerId: customer(customerId),
});

describe('what a customer may be given', () => {
  it('offers only the tenant’s own devices, not those of another customer or the public one', () => {
    const page = {
      data: [
        device('Crane', NULL_UUID),
        device('Pump', QUARRY),
        device('Gate', PUBLIC_CUSTOMER),
        device('Dock', NULL_UUID),
      ],
      totalPages: 1,
      totalElements: 4,
      hasNext: false,
    };
    expect(unassignedOptions(page).map((option) => option.name)).toEqual(['Crane', 'Dock']);
    expect(unassignedOptions(page)[0]?.id).toEqual({ entityType: 'DEVICE', id: 'd-Crane' });
  });

  it('offers every dashboard not yet assigned to this customer, shared ones included', () => {
    const dashboard = (title: string, owners: string[]) =>
      ({
        id: { entityType: 'DASHBOARD', id: `b-${title}` },
        title,
        assignedCustomers: owners.map((id) => ({
          customerId: customer(id),
          title: id,
          public: id === PUBLIC_CUSTOMER,
        })),
      }) as unknown as DashboardInfo;
    const offered = notAssignedTo(HARBOUR, [
      dashboard('Energy', []),
      dashboard('Fleet', [HARBOUR]),
      dashboard('Public map', [PUBLIC_CUSTOMER]),
      dashboard('Shared', [QUARRY, HARBOUR]),
      dashboard('Quarry only', [QUARRY]),
    ]);
    expect(offered.map((option) => option.name)).toEqual(['Energy', 'Public map', 'Quarry only']);
  });
});
