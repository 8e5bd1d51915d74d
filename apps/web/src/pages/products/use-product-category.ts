import { useState } from 'react';
import type { ProductCategoryId } from '../../content/products.ts';
import { defaultProductCategoryId, findProductCategory } from '../../content/products.ts';
import { useHashId } from '../../components/ui/use-scroll-to-hash.ts';
import { useRouteEntry } from '../../lib/hash-location.ts';

/** docs/product.md §4 Products: the selected category id, traffic-controllers by default. A route hash naming
 * a category (/products#cctv) selects it on arrival and on every navigation to it. */
export function useProductCategory(): [ProductCategoryId, (id: ProductCategoryId) => void] {
  const { navigation: key } = useRouteEntry();
  const hashId = useHashId();
  const fromHash = findProductCategory(hashId)?.id;
  const [selected, setSelected] = useState<ProductCategoryId>(fromHash ?? defaultProductCategoryId);
  // A new navigation, or a new hash (the section applies after the prerendered page is hydrated).
  const arrival = `${key}#${hashId}`;
  const [arrived, setArrived] = useState(arrival);
  // Adjusting state to a new navigation during render (rather than in an effect) avoids a flash of the old tab.
  if (arrived !== arrival) {
    setArrived(arrival);
    if (fromHash) setSelected(fromHash);
  }
  return [selected, setSelected];
}
