import { MessageCircle, Phone } from "lucide-react";
import { displayPhone, internationalPhone, isMobile, nationalPhone, whatsappUrl } from "@shared/jordan-phone";
import { buttonClasses } from "@/components/ui/button";

/**
 * The applicant's number with a call link (tel: in the international form, so it dials from any
 * phone) and, for a mobile, a WhatsApp chat link. A number that is not Jordanian stays plain text.
 */
export function ApplicantPhone({ phone }: { phone: string }) {
  const national = nationalPhone(phone);
  if (!national) return <span dir="ltr">{phone}</span>;
  const shown = displayPhone(national);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span dir="ltr">{shown}</span>
      <a
        href={`tel:${internationalPhone(national)}`}
        className={buttonClasses("outline", "sm")}
        aria-label={`اتصال بالمتقدم على ${shown}`}
      >
        <Phone aria-hidden="true" /> اتصال
      </a>
      {isMobile(national) && (
        <a
          href={whatsappUrl(national)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("outline", "sm")}
          aria-label={`مراسلة المتقدم عبر واتساب على ${shown}`}
        >
          <MessageCircle aria-hidden="true" /> واتساب
        </a>
      )}
    </span>
  );
}
