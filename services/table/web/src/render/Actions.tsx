import { useContext, useState } from "react";
import type { LegalActions } from "@arbiter/client";
import { Cards, isCardMember } from "./Readable";
import { words } from "./words";
import { cardOf, type CardIndex } from "../content";

type Command = LegalActions["actions"][number];
type Shape = LegalActions["shapes"][number];

/**
 * The seat's legal actions as buttons, each ready to send as listed, and a form for each shape (a
 * command with continuous members: its members written as JSON within the shape's bounds).
 */
export function Actions({ legal, disabled, onSend }: {
  legal: LegalActions;
  disabled: boolean;
  onSend: (command: Command) => void;
}) {
  const cards = useContext(Cards);
  return (
    <section aria-label="your actions" className="actions">
      <h2>Your actions</h2>
      <div className="buttons">
        {legal.actions.map((action, i) => (
          <button key={i} disabled={disabled} onClick={() => onSend(action)}>{describe(action, cards)}</button>
        ))}
      </div>
      {legal.shapes.map((shape, i) => <ShapeForm key={i} shape={shape} disabled={disabled} onSend={onSend} />)}
    </section>
  );
}

/** A command in words: "commit card: Thane of the Deep", "choose targets: targets 2, 5". */
export function describe(command: Command, cards: CardIndex): string {
  const { type, ...members } = command as { type: string } & Record<string, unknown>;
  const parts = Object.entries(members).map(([member, value]) => `${words(member)} ${text(member, value, cards)}`);
  return parts.length === 0 ? words(type) : `${words(type)}: ${parts.join(", ")}`;
}

function text(member: string, value: unknown, cards: CardIndex): string {
  // an optional member sent empty (High Command's cull without a card): a player reads "none", not "null"
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value)) return value.map((item) => text(member, item, cards)).join(", ") || "none";
  if (value !== null && typeof value === "object") {
    return Object.entries(value).map(([inner, v]) => `${words(inner)} ${text(inner, v, cards)}`).join(", ");
  }
  return (isCardMember(member) && cardOf(cards, String(value))?.name) || String(value);
}

function ShapeForm({ shape, disabled, onSend }: { shape: Shape; disabled: boolean; onSend: (command: Command) => void }) {
  const [members, setMembers] = useState("{}");
  const [wrong, setWrong] = useState<string>();
  const submit = () => {
    try {
      onSend({ ...JSON.parse(members), type: shape.type } as Command);
      setWrong(undefined);
    } catch {
      setWrong("not JSON");
    }
  };
  return (
    <form className="shape" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <label>{words(shape.type)} <span className="muted">{JSON.stringify(shape.schema)}</span>
        <textarea rows={2} value={members} onChange={(e) => setMembers(e.target.value)} aria-invalid={wrong !== undefined} />
      </label>
      <button disabled={disabled}>Send {words(shape.type)}</button>
      {wrong && <span className="refusal">{wrong}</span>}
    </form>
  );
}
