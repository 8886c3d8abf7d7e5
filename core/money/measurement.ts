/** Part 1 §9 "Units": store settings' measurementStandard values. */
export const MEASUREMENT_STANDARD = Object.freeze({ IMPERIAL: 1, METRIC: 2 } as const);

export type MeasurementStandard = (typeof MEASUREMENT_STANDARD)[keyof typeof MEASUREMENT_STANDARD];

export type WeightUnit = 'lbs' | 'kg';

/** The inch mark (CLARIFICATIONS: '"') or centimetres. */
export type DimensionUnit = '"' | 'cm';

/**
 * 'lbs' for the imperial standard, else 'kg': any other value, missing included, reads as
 * metric, as the spec words it ("lbs if imperial else kg").
 */
export function weightUnit(standard: number | undefined): WeightUnit {
  return standard === MEASUREMENT_STANDARD.IMPERIAL ? 'lbs' : 'kg';
}

/** '"' for the imperial standard, else 'cm' (any other value reads as metric). */
export function dimensionUnit(standard: number | undefined): DimensionUnit {
  return standard === MEASUREMENT_STANDARD.IMPERIAL ? '"' : 'cm';
}
