import { useEffect } from "react";
import { toast } from "@/lib/toast-store";

// The greeting belongs to the dashboard, not the login form it replaces: the login page leaves this note and the
// dashboard shows the toast once its session check has let the admin in.
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
