import { words } from "../../render/words";
import type { ViewProps } from "../view";
import { seatLabel } from "../../render/seatName";
import type { View } from "./types";

/** The scenario, stage, round and whose turn; the control points; how the game ended. */
export function Status({ view, props }: { view: View; props: ViewProps }) {
  return (
    <section aria-label="round" className="wm-status">
      <p className="status-line">
        {words(view.scenario)} on {view.layout} · {words(view.stage)}
        {view.round > 0 && <> · round {view.round}</>}
        {view.turnSeat !== null && <> · {seatLabel(props, view.turnSeat)}'s turn</>}
        {view.activation && <> · activating {view.activation.id}</>}
      </p>
      {view.scenario === "mosh-pit" && <p>Control points: {view.controlPoints.map((p, seat) => `${seatLabel(props, seat)} ${p}`).join(", ")}</p>}
      {view.stage === "OVER" && (
        <p className="wm-over">Game over ({view.ending ? words(view.ending) : "ended"}): {view.winner === null ? "a draw" : `${seatLabel(props, view.winner)} won`}</p>
      )}
    </section>
  );
}
