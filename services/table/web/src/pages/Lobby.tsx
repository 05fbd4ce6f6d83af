import { useEffect, useState } from "react";
import { rulesets, type Projection, type Ruleset } from "@arbiter/client";
import { projection } from "../api";
import { href } from "../route";
import { NewGame } from "./NewGame";

type Game = Projection.components["schemas"]["Game"];
const statuses = ["waiting", "running", "finished"] as const;
const headings = { waiting: "Open games: take a seat", running: "Running: watch", finished: "Finished: replay" };

/** Open, running and finished games of every ruleset (from the projection), and a new game. */
export function Lobby() {
  const [filter, setFilter] = useState<Ruleset | "">("");
  const [lists, setLists] = useState<Record<string, Game[]>>({});
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        const pages = await Promise.all(statuses.map((status) => projection.GET("/games", {
          params: { query: { status, size: 20, ...(filter ? { ruleset: filter } : {}) } },
        })));
        if (!stopped) {
          setLists(Object.fromEntries(statuses.map((status, i) => [status, pages[i].data?.games ?? []])));
          setFailure(pages.some((page) => page.error) ? "the game lists are not available right now" : undefined);
        }
      } catch {
        if (!stopped) setFailure("the game lists are not available right now");
      }
    };
    load();
    const timer = setInterval(load, 3000);
    return () => { stopped = true; clearInterval(timer); };
  }, [filter]);

  return (
    <div className="lobby">
      <NewGame />
      <section aria-label="games">
        <label>Ruleset{" "}
          <select value={filter} onChange={(e) => setFilter(e.target.value as Ruleset | "")}>
            <option value="">all</option>
            {rulesets.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </label>
        {failure && <p role="alert" className="refusal">{failure}</p>}
        {statuses.map((status) => (
          <div key={status}>
            <h2>{headings[status]}</h2>
            {(lists[status] ?? []).length === 0 ? <p className="muted">none</p> : (
              <ul className="games">
                {lists[status].map((game) => <GameRow key={game.gameId} game={game} />)}
              </ul>
            )}
          </div>
        ))}
      </section>
    </div>
  );
}

function GameRow({ game }: { game: Game }) {
  const ruleset = game.ruleset as Ruleset;
  const open = game.seats.filter((seat) => !seat.name).length;
  const names = game.seats.map((seat) => seat.name ?? "open").join(", ");
  return (
    <li>
      <a href={href({ page: game.status === "finished" ? "replay" : "table", ruleset, gameId: game.gameId })}>
        {ruleset} · {names}
      </a>
      <span className="muted"> {game.status === "waiting" ? `${open} open seat${open === 1 ? "" : "s"}` : game.round != null ? `round ${game.round}` : ""}
        {game.status === "finished" && game.winners.length > 0 ? ` · won by ${game.winners.join(" and ")}` : ""}</span>
    </li>
  );
}
