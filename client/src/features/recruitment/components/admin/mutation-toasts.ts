import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";

/** Success and failure toasts for one admin change; the failure shows the server's Arabic message. */
export const toastCallbacks = (success: string, failure: string, after?: () => void) => ({
  onSuccess: () => {
    toast({ title: success });
    after?.();
  },
  onError: (error: unknown) =>
    toast({ title: failure, description: errorMessage(error, "يرجى المحاولة مرة أخرى"), variant: "destructive" }),
});
