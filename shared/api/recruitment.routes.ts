import { FEATURE, type RouteTable } from "./endpoint";

export const recruitmentRoutes = {
  [FEATURE]: "recruitment",
  governorates: { method: "GET", path: "/api/governorates", access: "public" },
  createGovernorate: { method: "POST", path: "/api/governorates", access: "owner" },
  updateGovernorate: { method: "PUT", path: "/api/governorates/:id", access: "owner" },
  removeGovernorate: { method: "DELETE", path: "/api/governorates/:id", access: "owner" },

  areas: { method: "GET", path: "/api/areas", access: "public" },
  createArea: { method: "POST", path: "/api/areas", access: "owner" },
  updateArea: { method: "PUT", path: "/api/areas/:id", access: "owner" },
  removeArea: { method: "DELETE", path: "/api/areas/:id", access: "owner" },

  positions: { method: "GET", path: "/api/job-positions", access: "public" },
  createPosition: { method: "POST", path: "/api/job-positions", access: "owner" },
  updatePosition: { method: "PUT", path: "/api/job-positions/:id", access: "owner" },
  removePosition: { method: "DELETE", path: "/api/job-positions/:id", access: "owner" },

  questions: { method: "GET", path: "/api/application-questions", access: "public" },
  createQuestion: { method: "POST", path: "/api/application-questions", access: "owner" },
  updateQuestion: { method: "PUT", path: "/api/application-questions/:id", access: "owner" },
  moveQuestion: { method: "POST", path: "/api/application-questions/:id/move", access: "owner" },
  removeQuestion: { method: "DELETE", path: "/api/application-questions/:id", access: "owner" },

  apply: { method: "POST", path: "/api/job-applications", access: "public" },
  // The applicant's follow-up: a POST so the number and phone stay out of addresses and logs.
  applicationStatus: { method: "POST", path: "/api/job-applications/status", access: "public" },
  applications: { method: "GET", path: "/api/job-applications", access: "manager" },
  // Records the export in the caller's name.
  exportApplications: {
    method: "GET",
    path: "/api/job-applications/export.csv",
    access: "manager",
    effects: true,
  },
  exports: { method: "GET", path: "/api/job-applications/exports", access: "owner" },
  applicationAnswers: { method: "GET", path: "/api/job-applications/:id/answers", access: "manager" },
  eraseApplication: { method: "DELETE", path: "/api/job-applications/:id", access: "owner" },
  // A branch manager: the applications of the areas their branches hire for (the handlers narrow them).
  changeStage: { method: "PUT", path: "/api/job-applications/:id/stage", access: "manager" },
  applicationTimeline: { method: "GET", path: "/api/job-applications/:id/timeline", access: "manager" },
  addNote: { method: "POST", path: "/api/job-applications/:id/notes", access: "manager" },
} as const satisfies RouteTable;
