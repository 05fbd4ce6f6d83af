import { Readable } from "./Readable";

/** Cards by id as a list of their names ("none" when empty), for a ruleset's drawing of its table. */
export function CardList({ cards, className }: { cards: readonly string[]; className?: string }) {
  if (cards.length === 0) return <span className="muted">none</span>;
  return <ul className={`card-list ${className ?? ""}`}>{cards.map((card, i) => <li key={i}><Readable value={card} name="card" /></li>)}</ul>;
}
