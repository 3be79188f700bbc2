/**
 * The member search's limits (components/schemas/SearchFilters.yaml; spec 02, sections 5 and 9) as
 * values: the API checks the filters against them and the filter panel offers them. The contract says
 * them in its bounds, patterns and description; `test/search.test.ts` fails when these drift from it.
 */

export interface Bounds {
  readonly min: number;
  readonly max: number;
}

export const SEARCH_LIMITS = {
  /** Active filters at most; the location fields do not count. More gives 422. */
  filters: 5,
  /** Keywords at most (duplicates ignored). More gives 422. */
  keywords: 5,
  /** `filter[age]`: `min,max`, in years. */
  age: { min: 18, max: 99 },
  /** `filter[distance]`: km from the search location. */
  distance: { min: 3, max: 400 },
  /** `filter[question__height]`: `min,max`, in centimetres. */
  height: { min: 122, max: 213 },
} as const satisfies Record<string, number | Bounds>;

/** The fields that place the search; they never count toward the active filters. */
export const LOCATION_FIELDS = ['distance', 'latitude', 'longitude', 'location_label'] as const;
