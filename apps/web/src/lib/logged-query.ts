/** A query function that logs its failure (docs/product.md §4, §8) before the page shows its failed
 * or fallback state. */
export function logged<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(error);
      throw error;
    }
  };
}
