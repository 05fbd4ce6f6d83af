import type { ViewProps } from "./view";
import { Readable } from "../render/Readable";
import { CardRow } from "./parts";
import { seatLabel } from "../render/seatName";

interface Player {
  seat: number;
  eliminated: boolean;
  territories: number;
  gold: number;
  handSize: number;
  hand: number[] | null;
  armies: number[];
  holdings: number[];
  castles: number[];
}

interface WarmeisterView {
  turn: number;
  phase: string;
  deckSize: number;
  discard: number[];
  table: number[];
  battle: unknown;
  interrupt: unknown;
  players: Player[];
}

/** Warmeister's table: each player's gold, territories and cards in play, the battle when there is one. */
export function WarmeisterView(props: ViewProps) {
  const view = props.view as WarmeisterView;
  return (
    <div className="warmeister">
      <p className="status-line">Turn {view.turn} · {view.phase.toLowerCase()} · deck {view.deckSize}</p>
      <div className="armies">
        {view.players.map((player) => (
          <section key={player.seat} className="army" aria-label={`${seatLabel(props, player.seat)}'s realm`}>
            <h3>{seatLabel(props, player.seat)}{player.eliminated ? " (eliminated)" : ""}</h3>
            <p><strong>{player.gold}</strong> gold · <strong>{player.territories}</strong> territories</p>
            <CardRow label="hand" cards={player.hand} count={player.handSize} />
            <CardRow label="armies" cards={player.armies} />
            <CardRow label="holdings" cards={player.holdings} />
            <CardRow label="castles" cards={player.castles} />
          </section>
        ))}
      </div>
      <CardRow label="on the table" cards={view.table} />
      <CardRow label="discard" cards={view.discard} />
      {view.battle != null && <section aria-label="battle"><h3>Battle</h3><Readable value={view.battle} /></section>}
      {view.interrupt != null && <section aria-label="interrupt"><h3>Interrupt</h3><Readable value={view.interrupt} /></section>}
    </div>
  );
}
