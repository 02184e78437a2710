import { describe, expect, it } from 'vitest';
import { assignedCustomerTitles, publicCustomerId, publicDashboardLink } from './public-link';

const customers = {
  assignedCustomers: [
    { customerId: { entityType: 'CUSTOMER' as const, id: 'pub' }, title: 'Public', public: true },
    { customerId: { entityType: 'CUSTOMER' as const, id: 'a' }, title: 'Customer A', public: false },
  ],
};

describe('public dashboard link', () => {
  it('is the origin, the dashboard path and the public customer as publicId', () => {
    expect(publicDashboardLink('https://iot.example.com', 'd1', 'pub')).toBe(
      'https://iot.example.com/dashboard/d1?publicId=pub',
    );
  });

  it('finds the public customer among the assigned ones', () => {
    expect(publicCustomerId(customers)).toBe('pub');
    expect(publicCustomerId({ assignedCustomers: null })).toBeNull();
  });

  it('lists the assigned customers without the public one', () => {
    expect(assignedCustomerTitles(customers)).toBe('Customer A');
  });
});
