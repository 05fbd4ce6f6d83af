import { useEffect, useState } from "react";
import type { Projection } from "@arbiter/client";
import { projection } from "../api";

type Line = Projection.components["schemas"]["TimelineLine"];

/** The public timeline from the projection, newest last, refreshed as the game moves. */
export function Timeline({ gameId, head }: { gameId: string; head: number }) {
  const [lines, setLines] = useState<Line[]>([]);
  useEffect(() => {
    projection.GET("/games/{gameId}/timeline", { params: { path: { gameId }, query: { after: 0, limit: 1000 } } })
      .then(({ data }) => { if (data) setLines(data.lines); }, () => undefined);
  }, [gameId, head]);
  return (
    <aside aria-label="timeline" className="timeline" tabIndex={0}>
      <h2>Timeline</h2>
      <ol>
        {lines.map((line) => <li key={line.seq} value={line.seq}>{line.text}</li>)}
      </ol>
    </aside>
  );
}
