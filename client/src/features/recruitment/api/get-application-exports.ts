import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

// Read when the history is opened, every time: a download is a plain link the app does not see finish.
export const useApplicationExports = (enabled: boolean) =>
  useQuery({ ...apiQuery("recruitment", "exports"), enabled, refetchOnMount: "always" });
