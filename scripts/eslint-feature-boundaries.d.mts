// Types of what eslint-feature-boundaries.mjs exports, for its test.
export interface FeatureZones {
  readonly shared?: readonly string[];
  readonly composing?: readonly string[];
}
export declare function boundaryViolation(
  roots: Readonly<Record<string, FeatureZones>>,
  file: string,
  target: string,
): string | undefined;
export declare function checkZoneFolders<Roots extends Readonly<Record<string, FeatureZones>>>(roots: Roots): Roots;
export declare const featureBoundaries: { rules: Record<string, unknown> };
