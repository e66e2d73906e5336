// The name the public pages' prefetch table still imports; the query itself is approvedReelsQuery.
export { approvedReelsQuery as approvedReelsQueryOptions } from "./reels-queries";
