import { apiQuery } from "@/lib/api-client";

export const socialLinksQuery = () => apiQuery("social", "list");
