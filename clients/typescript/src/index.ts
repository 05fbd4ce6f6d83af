export * from "./rulesets.js";
export * from "./follow.js";
export { idempotencyKey } from "./keys.js";
export * from "./warmachine.js";
