import { useState } from "react";
import { CalendarClock, PartyPopper } from "lucide-react";
import type { LotteryWinDto } from "@shared/api/lottery.contract";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { deferredForm } from "@/components/public/deferred-form";
import { Spinner } from "@/components/ui/spinner";
import { useDrawAvailability } from "../api/lottery-queries";

const WinForm = deferredForm(() => import("./win-form").then((m) => m.WinForm));

/** Invoice and phone, then the prize won and the keep-your-invoice instruction. */
export function WinPage() {
  const [win, setWin] = useState<LotteryWinDto | null>(null);
  const availability = useDrawAvailability();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {win ? (
        <WinResult win={win} onAgain={() => setWin(null)} />
      ) : availability.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ التحقق من السحب..." />
        </div>
      ) : availability.data?.open === false ? (
        <DrawClosed />
      ) : (
        // A failed check still offers the form: the server has the last word.
        <WinForm onWin={setWin} />
      )}
    </div>
  );
}

/** No active prize: say so before anyone types an invoice number. */
function DrawClosed() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
          <CalendarClock className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold sm:text-3xl">اربح معنا</h1>
        <p role="status" className="text-lg font-semibold text-ink">
          لا توجد جوائز متاحة حالياً
        </p>
        <p className="text-neutral-600">السحب متوقف مؤقتاً. تابعنا لتعرف موعد السحب القادم.</p>
      </CardContent>
    </Card>
  );
}

function WinResult({ win, onAgain }: { win: LotteryWinDto; onAgain: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-8 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-green-100 text-green-700">
          <PartyPopper className="size-10" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold sm:text-3xl">مبروك! لقد ربحت</h1>
        <p className="rounded-xl bg-brand-50 px-6 py-3 text-2xl font-bold text-brand-800" data-testid="prize-name">
          {win.prize.name}
        </p>
        <p className="text-neutral-700">
          احتفظ بالفاتورة الأصلية رقم{" "}
          <span dir="ltr" className="font-semibold break-all">
            {win.invoiceNumber}
          </span>{" "}
          وأبرزها في الفرع لاستلام جائزتك.
        </p>
        <Button size="lg" variant="outline" className="mt-2 w-full sm:w-auto" onClick={onAgain}>
          مشاركة جديدة
        </Button>
      </CardContent>
    </Card>
  );
}
