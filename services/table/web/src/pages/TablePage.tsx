import { useCallback, useEffect, useRef, useState } from "react";
import { followEvents, idempotencyKey, type GameView, type LegalActions, type Ruleset } from "@arbiter/client";
import { games, refusal, serviceUrl } from "../api";
import { heldSeat, holdSeat, type HeldSeat } from "../seats";
import { loadCards, type CardIndex } from "../content";
import { Cards } from "../render/Readable";
import { RulesetView, drawsItsControls } from "../rulesets";
import { Actions } from "../render/Actions";
import { Timeline } from "../render/Timeline";
import { SeatList } from "../render/SeatList";
import { href } from "../route";
import { seatName } from "../render/seatName";

type Command = LegalActions["actions"][number];

/**
 * One game as a seat (or a spectator) sees it: the view drawn for people, whose decision it is, the
 * seat's legal actions as buttons, refusals in words, live updates over the stream, the public timeline.
 */
export function TablePage({ ruleset, gameId }: { ruleset: Ruleset; gameId: string }) {
  const [held, setHeld] = useState<HeldSeat | undefined>(() => heldSeat(ruleset, gameId));
  const [game, setGame] = useState<GameView>();
  const [legal, setLegal] = useState<LegalActions>();
  const [cards, setCards] = useState<CardIndex>(new Map());
  const [failure, setFailure] = useState<string>();
  const [connection, setConnection] = useState<"open" | "retrying">();
  const [sending, setSending] = useState(false);
  const client = games(ruleset, held?.token);
  const latest = useRef(0);

  const refresh: () => Promise<void> = useCallback(async () => {
    const [view, actions] = await Promise.all([
      client.GET("/games/{gameId}", { params: { path: { gameId } } }),
      held ? client.GET("/games/{gameId}/legal-actions", { params: { path: { gameId } } }) : undefined,
    ]);
    if (view.data && view.data.seq >= latest.current) {
      latest.current = view.data.seq;
      setGame(view.data);
      if (actions?.data) setLegal(actions.data);
      // the two reads may straddle an event: read again until they agree
      if (actions?.data && actions.data.seq !== view.data.seq) refresh();
    } else if (view.error) {
      setFailure(refusal(view.error, view.response));
    }
  }, [ruleset, gameId, held]);

  useEffect(() => { loadCards(ruleset).then(setCards, () => undefined); }, [ruleset]);

  useEffect(() => {
    const stop = new AbortController();
    refresh().then(() => followEvents({
      url: `${serviceUrl(ruleset)}/games/${gameId}/stream`,
      token: held?.token,
      after: latest.current,
      signal: stop.signal,
      onConnection: setConnection,
      onEvent: (event) => { if (event.seq > latest.current) refresh(); },
    })).catch((error) => setFailure(String(error.message ?? error)));
    return () => stop.abort();
  }, [refresh]);

  const send = async (command: Command) => {
    if (!game) return;
    setSending(true);
    setFailure(undefined);
    const { data, error, response } = await client.POST("/games/{gameId}/commands", {
      params: {
        path: { gameId },
        header: { "If-Match": `"${game.seq}"`, "Idempotency-Key": idempotencyKey(), Prefer: "return=representation" },
      },
      body: command as never,
    });
    setSending(false);
    if (data?.next) {
      latest.current = data.next.seq;
      setGame({ ...game, seq: data.next.seq, status: data.next.status, awaiting: data.next.awaiting, view: data.next.view });
      setLegal({ gameId, seat: held!.seat, seq: data.next.seq, actions: data.next.actions, shapes: data.next.shapes });
    } else if (error) {
      setFailure(refusal(error, response));
      refresh();
    }
  };

  const join = async (seat: number, name: string) => {
    setFailure(undefined);
    const { data, error, response } = await client.POST("/games/{gameId}/seats/{seat}/join", {
      params: { path: { gameId, seat } },
      body: { name },
    });
    if (data) {
      const mine = { seat, token: data.token };
      holdSeat(ruleset, gameId, mine);
      setHeld(mine);
    } else {
      setFailure(refusal(error, response));
    }
  };

  if (!game) return <p>{failure ?? "Loading the game..."}</p>;
  const yours = held !== undefined && game.awaiting.includes(held.seat);
  const ready = held !== undefined && yours && legal?.seq === game.seq ? legal : undefined;
  return (
    <Cards.Provider value={cards}>
      <div className="table">
        <section aria-label="game" className="board">
          <h1>{ruleset} <span className="muted">· {game.status} · event {game.seq}</span></h1>
          <SeatList game={game} held={held} onJoin={join} />
          <p aria-live="polite" className="turn">
            {game.status === "finished" ? <>The game is over. <a href={href({ page: "replay", ruleset, gameId })}>Replay it</a></>
              : game.awaiting.length === 0 ? "Waiting for the seats to be taken."
              : yours ? "Your decision." : `Waiting for ${game.awaiting.map((s) => seatName(game, s)).join(" and ")}.`}
            {connection === "retrying" && <span className="muted"> (reconnecting...)</span>}
          </p>
          {failure && <p role="alert" className="refusal">{failure}</p>}
          {ready && !drawsItsControls(ruleset) && <Actions legal={ready} disabled={sending} onSend={send} />}
          <RulesetView ruleset={ruleset} view={game.view} game={game} seat={held?.seat} gameId={gameId}
                       play={ready && drawsItsControls(ruleset) ? { gameId, seq: game.seq, legal: ready, sending, send } : undefined} />
        </section>
        <Timeline gameId={gameId} head={game.seq} />
      </div>
    </Cards.Provider>
  );
}
