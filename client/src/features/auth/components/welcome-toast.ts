import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";

// Login ends in a full page load (so no cached data of the signed-out session survives), which would wipe a toast shown
// before it; the login page leaves this note and the dashboard shows the toast once it has loaded.
const WELCOME_KEY = "admin-login-welcome";

export function rememberWelcome() {
  try {
    window.sessionStorage.setItem(WELCOME_KEY, "1");
  } catch {
    // storage blocked: the dashboard simply opens without the greeting
  }
}

/** Shows the login success toast once, after the session check lets the dashboard in. */
export function useWelcomeToast(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    try {
      if (window.sessionStorage.getItem(WELCOME_KEY) !== "1") return;
      window.sessionStorage.removeItem(WELCOME_KEY);
    } catch {
      return;
    }
    toast({ title: "تم تسجيل الدخول بنجاح", description: "مرحباً بك في لوحة التحكم" });
  }, [ready]);
}
