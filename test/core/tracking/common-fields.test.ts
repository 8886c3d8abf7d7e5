import { expect } from '@open-wc/testing';
import {
  commonFieldWarning,
  OPTIONAL_COMMON_FIELDS,
  REQUIRED_COMMON_FIELDS,
  splitFields,
} from '../../../core/tracking/index.ts';

const REQUIRED = {
  actor: 'user',
  action: 'click',
  event_owner_team: 'web',
  event_source: 'web',
  object_type: 'button',
};

describe('schema event common fields (part 2 §3)', () => {
  it('lists the required and optional common fields', () => {
    expect(REQUIRED_COMMON_FIELDS).to.deep.equal([
      'actor',
      'action',
      'event_owner_team',
      'event_source',
      'object_type',
    ]);
    expect(OPTIONAL_COMMON_FIELDS).to.deep.equal([
      'context_website_identifier',
      'destination_url',
      'object_identifier',
      'object_id',
      'object_display_name',
      'object_value',
      'indirect_object_identifier',
      'indirect_object_id',
      'indirect_object_display_name',
      'indirect_object_value',
      'indirect_object_type',
      'product_area',
      'product_page',
      'product_section',
      'product_design_identifier',
      'user_member_account_id',
      'user_session_id',
      'browser_locale',
      'member_account_locale',
      'website_locale',
      'frontsite_language',
    ]);
  });

  it('keeps common fields of the right type in common data and the rest in custom data', () => {
    const warnings: string[] = [];
    const split = splitFields(
      { ...REQUIRED, object_id: 'b1', product_page: null, color: 'red', count: 3 },
      (message) => warnings.push(message),
    );
    expect(split).to.deep.equal({
      commonData: { ...REQUIRED, object_id: 'b1', product_page: null },
      customData: { color: 'red', count: 3 },
    });
    expect(warnings).to.deep.equal([]);
  });

  it('drops a common field of the wrong type with the warning', () => {
    const warnings: string[] = [];
    const split = splitFields(
      { ...REQUIRED, action: 5, object_type: null, object_value: 12, website_locale: undefined },
      (message) => warnings.push(message),
    );
    expect(split.commonData).to.deep.equal({
      actor: 'user',
      event_owner_team: 'web',
      event_source: 'web',
    });
    expect(split.customData).to.deep.equal({});
    expect(warnings).to.deep.equal([
      'common field action was not set or was the incorrect type',
      'common field object_type was not set or was the incorrect type',
      'common field object_value was not set or was the incorrect type',
    ]);
  });

  it('warns for each required field that is missing, on the console by default', () => {
    const original = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      splitFields({});
    } finally {
      console.warn = original;
    }
    expect(warnings).to.deep.equal(REQUIRED_COMMON_FIELDS.map(commonFieldWarning));
    expect(commonFieldWarning('actor')).to.equal(
      'common field actor was not set or was the incorrect type',
    );
  });
});
