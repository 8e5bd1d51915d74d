/** Builds apps/web (dist and dist-ssr) when it is missing or older than its sources; one build at a time. */
export function buildWebIfStale(): Promise<void>;
