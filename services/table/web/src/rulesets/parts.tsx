import { useContext } from "react";
import type { ViewProps } from ".";
import { Cards } from "../render/Readable";
import { CardList } from "../render/CardList";

/** A card by name, its data on hover; a card the browser may not see is a face-down back. */
export function CardChip({ id, note }: { id: string | number | null; note?: string }) {
  const cards = useContext(Cards);
  if (id === null) return <span className="chip face-down" aria-label="a hidden card">?</span>;
  const card = cards.get(String(id));
  return (
    <span className="chip" title={card?.summary}>
      {card?.name ?? String(id)}{note && <small> {note}</small>}
    </span>
  );
}

/** A row of cards; face-down backs where the service sends only how many there are. */
export function CardRow({ label, cards, count }: { label: string; cards: (string | number)[] | null; count?: number }) {
  return (
    <div className="card-row">
      <span className="label">{label}</span>
      {cards === null
        ? Array.from({ length: count ?? 0 }, (_, i) => <CardChip key={i} id={null} />)
        : <CardList cards={cards.map(String)} />}
    </div>
  );
}

/** A seat's name as the table shows it, "you" added for this browser's seat. */
export function seatLabel({ game, seat }: ViewProps, of: number): string {
  const name = game.seats.find((s) => s.seat === of)?.name ?? `seat ${of}`;
  return of === seat ? `${name} (you)` : name;
}
