import type { ViewProps } from "./view";
import { Readable } from "../render/Readable";
import { CardChip, CardRow } from "./parts";
import { seatLabel } from "../render/seatName";

interface Unit {
  card: string;
  parts: string[];
  absent: boolean;
  immobilized: boolean;
}

interface Player {
  seat: number;
  army: string;
  lines: Unit[][];
  reserveCount: number;
  generals: string[];
  handCount: number;
  hand: string[] | null;
  battleDeckCount: number;
  played: string[];
  committed: boolean;
  kharnage: number;
  domination: number[];
}

interface KharnageView {
  round: number;
  lastTurn: boolean;
  phase: string;
  hill: number;
  turn: unknown;
  attack: unknown;
  players: Player[];
}

/** Kharnage's table: each army's three lines of units, its cards, and the round, turn and attack. */
export function KharnageView(props: ViewProps) {
  const view = props.view as KharnageView;
  return (
    <div className="kharnage">
      <p className="status-line">
        Round {view.round}{view.lastTurn ? " (the last)" : ""} · {view.phase.toLowerCase()} · {view.hill} skulls on the hill
      </p>
      <div className="armies">
        {view.players.map((player) => (
          <section key={player.seat} className="army" aria-label={`${seatLabel(props, player.seat)}'s army`}>
            <h3>{seatLabel(props, player.seat)} <CardChip id={player.army} /></h3>
            <ol className="lines">
              {player.lines.map((line, i) => (
                <li key={i} aria-label={`line ${i + 1}`}>
                  <span className="label">line {i + 1}</span>
                  {line.length === 0 ? <span className="muted">empty</span> : line.map((unit, j) => (
                    <CardChip key={j} id={unit.card} note={[
                      unit.parts.length > 0 ? `+${unit.parts.length} parts` : "",
                      unit.absent ? "absent" : "",
                      unit.immobilized ? "webbed" : "",
                    ].filter(Boolean).join(", ")} />
                  ))}
                </li>
              ))}
            </ol>
            <CardRow label="hand" cards={player.hand} count={player.handCount} />
            <CardRow label="played" cards={player.played} />
            <CardRow label="generals" cards={player.generals} />
            <p className="muted">
              reserve {player.reserveCount} · battle deck {player.battleDeckCount} · kharnage {player.kharnage}
              {" "}· {player.committed ? "card committed" : "no card committed"}
            </p>
          </section>
        ))}
      </div>
      {view.turn != null && <section aria-label="turn"><h3>Turn</h3><Readable value={view.turn} /></section>}
      {view.attack != null && <section aria-label="attack"><h3>Attack</h3><Readable value={view.attack} /></section>}
    </div>
  );
}
