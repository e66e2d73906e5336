import { MapPin, MessageCircle, Navigation, Phone } from "lucide-react";
import { displayPhone, internationalPhone, whatsappUrl } from "@shared/jordan-phone";
import { directionsUrl } from "@shared/maps-link";
import type { BranchDto } from "@shared/api/branches.contract";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { BranchHoursSummary } from "./branch-hours-summary";

const action = cn(buttonClasses("outline", "sm"), "flex-1 basis-[8.5rem]");
const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/** WhatsApp chat with the branch, the greeting already typed. */
const branchChatUrl = (branch: BranchDto, number: string) =>
  `${whatsappUrl(number)}?text=${encodeURIComponent(`مرحباً، لدي استفسار لفرع ${branch.name}`)}`;

export function BranchCard({ branch }: { branch: BranchDto }) {
  const location = branch.lat !== null && branch.lng !== null ? { lat: branch.lat, lng: branch.lng } : null;
  // A short link the admin gave goes where they pointed; otherwise directions to the coordinates.
  const directions = branch.mapsUrl ?? (location ? directionsUrl(location) : null);
  const headingId = `branch-${branch.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white text-start shadow-sm"
    >
      {branch.imageUrl ? (
        <ResponsiveImage
          src={branch.imageUrl}
          alt={`فرع ${branch.name}`}
          ratio="5 / 2"
          // The page's column (at most 80rem, less 2rem of padding), in two columns with a 1.5rem gap from sm.
          sizes="(min-width: 1280px) 612px, (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2rem)"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          فرع {branch.name}
        </h3>
        <BranchHoursSummary branch={branch} />
        {!branch.address && !branch.phone && !directions ? (
          <p className="text-sm text-neutral-500">تفاصيل الفرع قريباً</p>
        ) : null}
        {branch.address || branch.area ? (
          <p className="flex items-start gap-1.5 text-neutral-700">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
            {[branch.address, branch.area].filter(Boolean).join("، ")}
          </p>
        ) : null}
        {branch.phone || branch.whatsapp || directions ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            {branch.phone ? (
              <a href={`tel:${internationalPhone(branch.phone)}`} className={action}>
                <Phone aria-hidden="true" />
                <span>
                  اتصل <bdi dir="ltr">{displayPhone(branch.phone)}</bdi>
                </span>
              </a>
            ) : null}
            {branch.whatsapp ? (
              <a href={branchChatUrl(branch, branch.whatsapp)} {...external} className={action}>
                <MessageCircle aria-hidden="true" />
                واتساب
              </a>
            ) : null}
            {directions ? (
              <a href={directions} {...external} className={action}>
                <Navigation aria-hidden="true" />
                الاتجاهات
              </a>
            ) : null}
          </div>
        ) : null}
        {branch.talabatUrl || branch.careemUrl ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-neutral-600">اطلب توصيل:</span>
            {branch.talabatUrl ? (
              <a
                href={branch.talabatUrl}
                {...external}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                طلبات
              </a>
            ) : null}
            {branch.careemUrl ? (
              <a
                href={branch.careemUrl}
                {...external}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                كريم
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
