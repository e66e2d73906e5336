import { FEATURE, type RouteTable } from "./endpoint";

export const backupRoutes = {
  [FEATURE]: "backup",
  // A scheduled job (cron + curl) downloads with the backup token instead of a session.
  download: { method: "GET", path: "/api/admin/backup", access: "ownerOrToken", effects: true },
} as const satisfies RouteTable;
