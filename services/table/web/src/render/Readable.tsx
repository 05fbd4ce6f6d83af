import { createContext, useContext } from "react";
import { words } from "./words";
import { cardOf, type CardIndex } from "../content";

/** The cards of the game's content packs, so ids read as names wherever they appear. */
export const Cards = createContext<CardIndex>(new Map());

/**
 * Any part of a view, drawn for people: members as labelled rows, lists as lists, a card id as the
 * card's name (its data on hover), a roll as its value on its die, and a hidden or missing value as a dash.
 * Rulesets with a styled table of their own use this for what they have not styled.
 */
export function Readable({ value, name }: { value: unknown; name?: string }) {
  const cards = useContext(Cards);
  // null is what the service sends for hidden information, and for what is not there yet
  if (value === null || value === undefined) return <span className="hidden-value" title="hidden, or nothing yet">—</span>;
  if (typeof value !== "object") {
    const card = name && isCardMember(name) ? cardOf(cards, String(value)) : undefined;
    return card ? <span className="card" title={card.summary}>{card.name}</span> : <span>{String(value)}</span>;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">none</span>;
    return (
      <ul className="readable-list">
        {value.map((item, i) => <li key={i}><Readable value={item} name={name} /></li>)}
      </ul>
    );
  }
  const roll = value as { sides?: number; value?: number; draw?: number };
  if (typeof roll.sides === "number" && typeof roll.value === "number" && "draw" in roll) {
    return <span className="die" title={`draw ${roll.draw}`}>{roll.value} on a d{roll.sides}</span>;
  }
  return (
    <dl className="readable">
      {Object.entries(value).map(([member, inner]) => (
        <div key={member} className="row">
          <dt>{words(member)}</dt>
          <dd><Readable value={inner} name={member} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** A member that holds cards by id: "card", "cards", "hand", "unit", "deck", "discard"..., not "handSize" or "cardCount". */
export function isCardMember(name: string): boolean {
  return /card|unit|attacker|hand|deck|discard|pile|reserve|arm(y|ies)|holding|castle|attachment|skill|location|objective/i.test(name)
      && !/(size|count)$/i.test(name);
}
