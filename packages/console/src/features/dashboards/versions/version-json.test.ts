import type { DashboardVersion } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { comparedPair, stableJson, versionDocument } from './version-json';

describe('stableJson', () => {
  it('sorts the keys of nested objects and keeps array order', () => {
    expect(stableJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}',
    );
  });

  it('prints the same text for the same content in another key order', () => {
    expect(stableJson({ x: 1, y: { a: 1, b: 2 } })).toBe(stableJson({ y: { b: 2, a: 1 }, x: 1 }));
  });
});

describe('versionDocument', () => {
  it('holds the fields a restore brings back, not who saved it', () => {
    const version: DashboardVersion = {
      id: 'v1',
      dashboardId: { entityType: 'DASHBOARD', id: 'd1' },
      version: 1,
      createdTime: 5,
      userId: { entityType: 'USER', id: 'u1' },
      userName: 'admin@example.com',
      title: 'Plant',
      image: null,
      mobileHide: false,
      mobileOrder: null,
      configuration: null,
    };
    expect(JSON.parse(versionDocument(version))).toEqual({
      title: 'Plant',
      image: null,
      mobileHide: false,
      mobileOrder: null,
      configuration: null,
    });
  });
});

describe('comparedPair', () => {
  it('puts the older version on the left whatever the order chosen', () => {
    expect(comparedPair([{ version: 7 }, { version: 3 }])).toEqual([{ version: 3 }, { version: 7 }]);
    expect(comparedPair([{ version: 3 }, { version: 7 }])).toEqual([{ version: 3 }, { version: 7 }]);
  });

  it('answers null unless exactly two versions are chosen', () => {
    expect(comparedPair([{ version: 1 }])).toBeNull();
    expect(comparedPair([{ version: 1 }, { version: 2 }, { version: 3 }])).toBeNull();
  });
});
