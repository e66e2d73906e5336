import { Skeleton } from "@/components/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { socialLinksQuery } from "../api/social-queries";
import { SocialIcon } from "./social-icon";

export function ContactSection() {
  const links = useQuery(socialLinksQuery());
  return (
    <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 text-center">
      <h2 className="text-3xl font-bold text-ink">تواصل معنا</h2>
      <p className="mt-2 text-neutral-600">تابعونا على منصات التواصل الاجتماعي لتصلكم أحدث العروض</p>
      <div className="mt-8">
        {links.isPending ? (
          <div role="status" aria-label="جارٍ تحميل الروابط" className="flex justify-center gap-4">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="size-14 rounded-full" />
            ))}
          </div>
        ) : links.data && links.data.length > 0 ? (
          <ul className="flex flex-wrap justify-center gap-4">
            {links.data.map((link) => (
              <li key={link.id}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.platform}
                  title={link.platform}
                  className="block rounded-full transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
                >
                  <SocialIcon icon={link.icon} className="size-14" />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-neutral-500">لا توجد روابط متاحة حالياً</p>
        )}
      </div>
    </div>
  );
}
