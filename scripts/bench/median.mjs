/** The middle value of `values` (for an odd number, as `lhci assert` takes "median"); undefined for
 * none. The array is not changed. */
export const median = (values) =>
  values.length === 0 ? undefined : [...values].sort((a, b) => a - b)[values.length >> 1];
