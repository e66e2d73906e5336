import { FEATURE, type RouteTable } from "./endpoint";

export const recruitmentRoutes = {
  [FEATURE]: "recruitment",
  governorates: { method: "GET", path: "/api/governorates", access: "public" },
  createGovernorate: { method: "POST", path: "/api/governorates", access: "admin" },
  updateGovernorate: { method: "PUT", path: "/api/governorates/:id", access: "admin" },
  removeGovernorate: { method: "DELETE", path: "/api/governorates/:id", access: "admin" },

  areas: { method: "GET", path: "/api/areas", access: "public" },
  createArea: { method: "POST", path: "/api/areas", access: "admin" },
  updateArea: { method: "PUT", path: "/api/areas/:id", access: "admin" },
  removeArea: { method: "DELETE", path: "/api/areas/:id", access: "admin" },

  positions: { method: "GET", path: "/api/job-positions", access: "public" },
  createPosition: { method: "POST", path: "/api/job-positions", access: "admin" },
  updatePosition: { method: "PUT", path: "/api/job-positions/:id", access: "admin" },
  removePosition: { method: "DELETE", path: "/api/job-positions/:id", access: "admin" },

  questions: { method: "GET", path: "/api/application-questions", access: "public" },
  createQuestion: { method: "POST", path: "/api/application-questions", access: "admin" },
  updateQuestion: { method: "PUT", path: "/api/application-questions/:id", access: "admin" },
  moveQuestion: { method: "POST", path: "/api/application-questions/:id/move", access: "admin" },
  removeQuestion: { method: "DELETE", path: "/api/application-questions/:id", access: "admin" },

  apply: { method: "POST", path: "/api/job-applications", access: "public" },
  applications: { method: "GET", path: "/api/job-applications", access: "admin" },
  exportApplications: { method: "GET", path: "/api/job-applications/export.csv", access: "admin" },
  exports: { method: "GET", path: "/api/job-applications/exports", access: "admin" },
  applicationAnswers: { method: "GET", path: "/api/job-applications/:id/answers", access: "admin" },
  eraseApplication: { method: "DELETE", path: "/api/job-applications/:id", access: "admin" },
} as const satisfies RouteTable;
