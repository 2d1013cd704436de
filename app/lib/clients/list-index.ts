import type { ProductSummary } from "@content/index";

/** A list's every bottle, as its cards show them, in Featured order (`/data/<list>-index.json`). */
export interface ListIndex {
  products: ProductSummary[];
}

/** Each list's file loads once per visit, on the first filter or sort (a failed load is tried again next time). */
const loading = new Map<string, Promise<ListIndex>>();

export function loadListIndex(address: string): Promise<ListIndex> {
  let promise = loading.get(address);
  if (!promise) {
    promise = fetch(address).then((response) => {
      if (!response.ok) throw new Error(`list index: ${response.status}`);
      return response.json() as Promise<ListIndex>;
    });
    promise.catch(() => loading.delete(address));
    loading.set(address, promise);
  }
  return promise;
}
