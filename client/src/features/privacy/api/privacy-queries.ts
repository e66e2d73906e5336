import { apiQuery } from "@/lib/api-client";
import { privacyRoutes } from "@shared/api/privacy.routes";

export const privacySettingsQuery = () => apiQuery(privacyRoutes, "settings");
