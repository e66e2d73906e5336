// The restaurant's branches (SPEC.md 9). Items and offers list the ones they are sold in; none means all.
export const BRANCH_NAMES = ["الياسمين", "دابوق", "المطار", "الهاشمي الشمالي"] as const;
export type BranchName = (typeof BRANCH_NAMES)[number];
