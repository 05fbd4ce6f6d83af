import { useEffect, useState } from "react";
import type { AuditReport, EventEnvelope, GameView, Ruleset } from "@arbiter/client";
import { games } from "../api";
import { heldSeat } from "../seats";
import { loadCards, type CardIndex } from "../content";
import { Cards, Readable } from "../render/Readable";
import { AuditBadge } from "../render/AuditBadge";
import { RulesetView } from "../rulesets";
import { href } from "../route";
import { words } from "../render/words";

/**
 * A game step by step: a slider over its events, the view right after the chosen one (as this browser
 * may see it: everything once the game is over), that event with its dice, and the audit's verdict.
 */
export function ReplayPage({ ruleset, gameId }: { ruleset: Ruleset; gameId: string }) {
  const client = games(ruleset, heldSeat(ruleset, gameId)?.token);
  const [events, setEvents] = useState<EventEnvelope[]>([]);
  const [at, setAt] = useState(1);
  const [view, setView] = useState<GameView>();
  const [audit, setAudit] = useState<AuditReport>();
  const [cards, setCards] = useState<CardIndex>(new Map());

  useEffect(() => {
    loadCards(ruleset).then(setCards, () => undefined);
    client.GET("/games/{gameId}/audit", { params: { path: { gameId } } }).then(({ data }) => setAudit(data));
    (async () => {
      const all: EventEnvelope[] = [];
      for (let head = 1; all.length < head;) {
        const { data } = await client.GET("/games/{gameId}/events", {
          params: { path: { gameId }, query: { after: all.length, limit: 500 } },
        });
        if (!data || data.events.length === 0) break;
        all.push(...data.events);
        head = data.head;
      }
      setEvents(all);
      setAt(all.length);
    })();
  }, [ruleset, gameId]);

  useEffect(() => {
    if (events.length === 0) return;
    client.GET("/games/{gameId}/state", { params: { path: { gameId }, query: { at } } }).then(({ data }) => setView(data));
  }, [at, events.length]);

  const event = events[at - 1];
  return (
    <Cards.Provider value={cards}>
      <div className="replay">
        <h1>{ruleset} replay <span className="muted"><a href={href({ page: "table", ruleset, gameId })}>to the table</a></span></h1>
        {audit && <AuditBadge audit={audit} />}
        {events.length > 0 && (
          <label className="slider">Event {at} of {events.length}
            <input type="range" min={1} max={events.length} value={at} aria-label="event"
                   onChange={(e) => setAt(Number(e.target.value))} />
            <button onClick={() => setAt(Math.max(1, at - 1))} aria-label="previous event">◀</button>
            <button onClick={() => setAt(Math.min(events.length, at + 1))} aria-label="next event">▶</button>
          </label>
        )}
        {event && (
          <section aria-label="event" className="panel">
            <h2>{words(event.type)}</h2>
            <Readable value={event.payload ?? {}} />
          </section>
        )}
        {view && <RulesetView ruleset={ruleset} view={view.view} game={view} seat={heldSeat(ruleset, gameId)?.seat} gameId={gameId} event={event} />}
      </div>
    </Cards.Provider>
  );
}
