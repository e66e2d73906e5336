import { apiQuery } from "@/lib/api-client";

export const privacySettingsQuery = () => apiQuery("privacy", "settings");
