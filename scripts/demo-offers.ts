// Demo scheduled offers for scripts/demo-data.ts: one for the coming weekend (Friday and Saturday in
// Amman, not shown before), and one live now for a week. Times are sent as Amman wall-clock time.
import { addDays, ammanParts } from "../shared/amman-time";
import { toAmmanLocal } from "../shared/offer-schedule";
import type { SiteApi } from "./site-api";

const FRIDAY = 5;

export async function addScheduledOffers(site: SiteApi) {
  const today = ammanParts(new Date());
  // The next Friday strictly after today: "the coming weekend" even when today is Friday.
  const friday = addDays(today.date, (FRIDAY - today.weekday + 7) % 7 || 7);
  await site.call("POST", "/api/offers", {
    title: "عرض نهاية الأسبوع",
    description: "وجبة عائلية 12 قطعة مع مشروب كبير، الجمعة والسبت فقط",
    originalPrice: "14",
    discountedPrice: "11",
    imageUrl: await site.uploadPlate(330),
    branches: [],
    startsAt: `${friday}T00:00`,
    endsAt: `${addDays(friday, 2)}T00:00`,
  });
  const hourAgo = new Date(Date.now() - 3_600_000);
  await site.call("POST", "/api/offers", {
    title: "عرض هذا الأسبوع",
    description: "ساندويش زنجر مع بطاطا ومشروب، لمدة أسبوع",
    originalPrice: "4.25",
    discountedPrice: "3.50",
    imageUrl: await site.uploadPlate(350),
    branches: [],
    startsAt: toAmmanLocal(hourAgo),
    endsAt: toAmmanLocal(new Date(hourAgo.getTime() + 7 * 86_400_000)),
  });
}
