import type { Ruleset } from "@arbiter/client";
import { games } from "./api";
import { words } from "./render/words";

export interface Card {
  name: string;
  /** The card's data in a line, shown on hover. */
  summary: string;
  /** The card as its pack writes it (a drawing reads numbers from it, such as a location's victory points). */
  data: Record<string, unknown>;
}

/**
 * Every card of a ruleset's content packs by id: whatever in a pack has an id (or a list of ids, for
 * copies of one card) is a card to the table.
 */
export type CardIndex = Map<string, Card>;

/** The card a view names: its pack id, or one copy of it written `<id>#<copy>` (High Command, Warfighter). */
export function cardOf(cards: CardIndex, name: string): Card | undefined {
  return cards.get(name) ?? cards.get(name.replace(/#\d+$/, ""));
}

export async function loadCards(ruleset: Ruleset): Promise<CardIndex> {
  const index: CardIndex = new Map();
  const client = games(ruleset);
  const { data: list } = await client.GET("/content");
  for (const info of list?.packs ?? []) {
    const { data: pack } = await client.GET("/content/{pack}", { params: { path: { pack: info.id } } });
    if (pack) collect(pack.document, index);
  }
  return index;
}

function collect(node: unknown, index: CardIndex): void {
  if (Array.isArray(node)) {
    node.forEach((item) => collect(item, index));
  } else if (node && typeof node === "object") {
    const card = node as Record<string, unknown>;
    const ids = typeof card.id === "string" ? [card.id] : Array.isArray(card.ids) ? card.ids.map(String) : [];
    for (const id of ids) {
      if (!index.has(id)) index.set(id, { name: typeof card.name === "string" ? card.name : id, summary: summary(card), data: card });
    }
    Object.values(card).forEach((inner) => collect(inner, index));
  }
}

function summary(card: Record<string, unknown>): string {
  for (const words of [card.text, card.summary]) if (typeof words === "string") return words;
  return Object.entries(card)
    .filter(([member, value]) => member !== "id" && member !== "name" && typeof value !== "object")
    .map(([member, value]) => `${words(member)} ${value}`).join(", ");
}
