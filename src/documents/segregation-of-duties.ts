/**
 * The default segregation-of-duties map shown on /security and in the security
 * brief (who may do what; four-eyes on risky actions). Marketing example;
 * labels in messages security.sod.
 */
export const SOD_ROLES = ["clerk", "approver", "controller", "admin"] as const;
export type SodRole = (typeof SOD_ROLES)[number];

export const SOD_ACTIONS = [
  "submitInvoice",
  "requestBankChange",
  "approveBankChange",
  "releasePayment",
  "editPolicy",
  "manageUsers",
] as const;
export type SodAction = (typeof SOD_ACTIONS)[number];

export const SOD_MAP: Record<SodAction, readonly SodRole[]> = {
  submitInvoice: ["clerk"],
  requestBankChange: ["clerk", "controller"],
  approveBankChange: ["approver", "controller"],
  releasePayment: ["approver", "controller"],
  editPolicy: ["controller"],
  manageUsers: ["admin"],
};

/**
 * The four-eyes conditions on an allowed action: the role may take it, but not on its own request (approval) or on a
 * change it requested or approved (release). Labels in messages security.sod.conditions.
 */
export const SOD_CONDITIONS: Partial<Record<SodAction, "notOwnRequest" | "notOwnRequestOrApproval">> = {
  approveBankChange: "notOwnRequest",
  releasePayment: "notOwnRequestOrApproval",
};
