import type { AuditReport } from "@arbiter/client";

/** The audit's verdict at a glance (chain, seed commitment, re-execution), its details below. */
export function AuditBadge({ audit }: { audit: AuditReport }) {
  const sound = audit.chainIntact && audit.reexecutionMatches && audit.commitmentValid !== false;
  return (
    <details className={`audit ${sound ? "sound" : "broken"}`}>
      <summary aria-label="audit">{sound ? "✔ audit passed" : "✘ audit failed"}{audit.finished ? "" : " (so far: the seed is revealed at the end)"}</summary>
      <ul>
        <li>hash chain: {audit.chainIntact ? "intact" : `broken at event ${audit.chainBrokenAt}`}</li>
        <li>seed commitment: {audit.commitmentValid === null ? "checked once the game is over" : audit.commitmentValid ? "matches the revealed seed" : "does not match"}</li>
        <li>re-execution of {audit.reexecuted} requests: {audit.reexecutionMatches ? "the same events" : `differs from event ${audit.firstMismatchSeq}`}</li>
      </ul>
    </details>
  );
}
