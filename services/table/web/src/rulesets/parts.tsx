import { useContext } from "react";
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
