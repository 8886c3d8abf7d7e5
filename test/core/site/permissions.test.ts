import { expect } from '@open-wc/testing';
import {
  CONFIG_GROUP_NAMES,
  COMMERCE_PERMISSION_AREAS,
  permissionKind,
} from '../../../core/site/permissions.ts';

describe('permissions', () => {
  it('reads each number as its single permission or range', () => {
    const cases: Array<[number, string]> = [
      [0, 'authenticated'],
      [1, 'config'],
      [2, 'admin'],
      [11, 'config-group'],
      [18, 'config-group'],
      [1210, 'config-setting'],
      [1233, 'config-setting'],
      [1310, 'activity'],
      [1311, 'activity'],
      [1410, 'commerce'],
      [1421, 'commerce'],
      [1510, 'newsletter'],
      [1517, 'newsletter'],
      [1910, 'marketing'],
      [1912, 'marketing'],
      [1920, 'scheduling'],
      [2010, 'internal-admin'],
      [2068, 'internal-admin'],
    ];
    for (const [value, kind] of cases) expect(permissionKind(value), String(value)).to.equal(kind);
  });

  it('maps numbers outside the ranges, and what is not a number, to unknown', () => {
    for (const value of [
      3,
      10,
      19,
      1209,
      1234,
      1312,
      1422,
      1518,
      1913,
      1921,
      2009,
      2069,
      -1,
      1.5,
      '1',
      null,
    ]) {
      expect(permissionKind(value), String(value)).to.equal('unknown');
    }
  });

  it('names the config groups and commerce areas the spec lists', () => {
    expect(CONFIG_GROUP_NAMES).to.deep.equal([
      'content manager',
      'settings',
      'activity',
      'commerce',
      'newsletter',
      'damask',
      'crm',
    ]);
    expect(COMMERCE_PERMISSION_AREAS).to.have.length(11);
  });
});
