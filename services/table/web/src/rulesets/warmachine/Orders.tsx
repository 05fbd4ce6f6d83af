import { useContext } from "react";
import { Cards } from "../../render/Readable";
import { describe } from "../../render/Actions";
import type { Command } from "./types";

/**
 * The seat's other decisions as buttons, each sent as listed: the setup choices, focus, activating a
 * model or unit, aiming, forfeiting, standing up, removing damage, ending the Control Phase or an
 * activation. Moves, targeted attacks, deployment and prompts have their own controls.
 */
export function Orders({ actions, disabled, onSend }: { actions: Command[]; disabled: boolean; onSend: (command: Command) => void }) {
  const cards = useContext(Cards);
  if (actions.length === 0) return null;
  return (
    <section aria-label="orders" className="wm-orders">
      {actions.map((action, i) => (
        <button key={i} disabled={disabled} onClick={() => onSend(action)}>{describe(action as never, cards)}</button>
      ))}
    </section>
  );
}
