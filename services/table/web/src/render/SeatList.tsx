import { useState } from "react";
import type { GameView } from "@arbiter/client";
import type { HeldSeat } from "../seats";

/** Who sits where, which seat is this browser's, and a way to take an open seat; the link invites others. */
export function SeatList({ game, held, onJoin }: {
  game: GameView;
  held?: HeldSeat;
  onJoin: (seat: number, name: string) => void;
}) {
  const [name, setName] = useState("");
  const open = game.seats.filter((seat) => !seat.joined);
  return (
    <section aria-label="seats" className="seats">
      <ul>
        {game.seats.map((seat) => (
          <li key={seat.seat} className={game.awaiting.includes(seat.seat) ? "awaited" : undefined}>
            seat {seat.seat}: {seat.joined ? seat.name : <span className="muted">open</span>}
            {seat.bot && <span className="muted"> (played by the service)</span>}
            {held?.seat === seat.seat && <strong> (you)</strong>}
          </li>
        ))}
      </ul>
      {!held && open.length > 0 && (
        <div className="join">
          <label>Your name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} /></label>
          {open.map((seat) => (
            <button key={seat.seat} disabled={name.trim() === ""} onClick={() => onJoin(seat.seat, name.trim())}>
              Take seat {seat.seat}
            </button>
          ))}
          <p className="muted">Invite others with this page's address: it holds no token.</p>
        </div>
      )}
      {!held && open.length === 0 && <p className="muted">You are watching.</p>}
    </section>
  );
}
