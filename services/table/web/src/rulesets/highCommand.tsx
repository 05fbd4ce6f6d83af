import { useContext } from "react";
import type { HighCommand as Contract } from "@arbiter/client";
import { cardOf } from "../content";
import { Cards, Readable } from "../render/Readable";
import { CardList } from "../render/CardList";
import { words } from "../render/words";
import { seatName } from "../render/seatName";
import type { ViewProps } from "./view";

type View = Contract.components["schemas"]["RulesetView"];
type Player = Contract.components["schemas"]["PlayerView"];
type Location = Contract.components["schemas"]["LocationInPlay"];
type Attack = NonNullable<View["attack"]>;
type Game = ViewProps["game"];

/**
 * High Command's table (contracts/openapi/high-command.yaml, RulesetView): the round and its Winds of
 * War card, the row of locations with every army at each, the attack under way, and each player's
 * piles. A hand another seat holds is only its size: the service sends it as null.
 */
export function HighCommandTable({ view, game, seat }: ViewProps) {
  const table = view as View;
  return (
    <div className="hc">
      <RoundBar table={table} game={game} />
      <section aria-label="locations" className="hc-locations">
        <h2>Locations</h2>
        <ol>{table.locations.map((place) => <LocationCard key={place.location} place={place} game={game} />)}</ol>
      </section>
      {table.attack && <AttackUnderWay attack={table.attack} game={game} />}
      <section aria-label="players" className="hc-players">
        <h2>Players</h2>
        {table.players.map((player) => (
          <PlayerBoard key={player.seat} player={player} table={table} game={game} mine={player.seat === seat} />
        ))}
      </section>
    </div>
  );
}

function RoundBar({ table, game }: { table: View; game: Game }) {
  const over = table.endReason !== null;
  return (
    <section aria-label="round" className="hc-round">
      <p>
        {table.phase === "ARMIES" ? <strong>Choosing armies</strong> : <strong>Round {table.round}</strong>}
        {table.active !== null && <> · {seatName(game, table.active)}'s turn{table.step && <>, {table.step} step</>}</>}
        {table.firstPlayer !== null && <span className="muted"> · first player {seatName(game, table.firstPlayer)}</span>}
      </p>
      <p>
        Winds of War: {table.windsOfWar ? <Readable value={table.windsOfWar} name="card" /> : <span className="muted">none yet</span>}
        <span className="muted"> · {table.windsOfWarCount} to come · {table.locationDeckCount} locations in the deck</span>
      </p>
      {(table.gained.cmd > 0 || table.gained.war > 0) && (
        <p>Resources waiting for the next payment: {table.gained.cmd} CMD, {table.gained.war} WAR</p>
      )}
      {over && (
        <p className="hc-over">
          Game over ({words(table.endReason!)}): {table.placings.map((place, i) => (
            <span key={i}>{i + 1}. {place.map((s) => seatName(game, s)).join(" and ")} </span>
          ))}
        </p>
      )}
    </section>
  );
}

/** A location of the row: its victory points and each seat's cards beside it, the side with most cards first. */
function LocationCard({ place, game }: { place: Location; game: Game }) {
  const cards = useContext(Cards);
  const card = cardOf(cards, place.location);
  const name = card?.name ?? place.location;
  const points = card?.data.victoryPoints;
  const sides = game.seats
    .map(({ seat }) => ({ seat, here: place.cards.filter((placed) => placed.seat === seat) }))
    .filter((side) => side.here.length > 0)
    .sort((a, b) => b.here.length - a.here.length);
  return (
    <li className="hc-location" aria-label={name}>
      <h3 title={card?.summary}>{name}</h3>
      {typeof points === "number" && <p className="hc-points">{points} victory points</p>}
      {sides.length === 0 ? <p className="muted">No armies here</p> : sides.map((side) => (
        <div key={side.seat} className={`hc-side seat-${side.seat}`}>
          <h4>{seatName(game, side.seat)} <span className="muted">({side.here.length})</span></h4>
          <ul>
            {side.here.map((placed) => (
              <li key={placed.card}>
                <Readable value={placed.card} name="card" />
                {placed.arrived && <span className="muted"> {placed.arrived} this turn</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </li>
  );
}

function AttackUnderWay({ attack, game }: { attack: Attack; game: Game }) {
  return (
    <section aria-label="attack" className="hc-attack">
      <h2>Attack at <Readable value={attack.location} name="card" /></h2>
      <p>
        {seatName(game, attack.attacker)} attacks {attack.defenders.map((s) => seatName(game, s)).join(" and ")}
        {" "}({words(attack.mode)}); {words(attack.progress)}
      </p>
      {attack.totals.length > 0 && (
        <p>Power: {attack.totals.map((total) => `${seatName(game, total.seat)} ${total.value}`).join(", ")}</p>
      )}
      {attack.attackerDeclared.length > 0 && <div>Attacker destroys: <CardList cards={attack.attackerDeclared} /></div>}
      {attack.defenceDeclared.length > 0 && <div>Defence destroys: <CardList cards={attack.defenceDeclared} /></div>}
    </section>
  );
}

/** One seat's side of the table: faction, warcasters, reserves, hand, decks and piles. */
function PlayerBoard({ player, table, game, mine }: { player: Player; table: View; game: Game; mine: boolean }) {
  const awaited = table.awaiting.includes(player.seat);
  const revealed = table.revealed.find((reveal) => reveal.seat === player.seat);
  const hand = player.hand ?? revealed?.hand ?? null;
  return (
    <article aria-label={`seat ${player.seat}`} className={`hc-player seat-${player.seat}${awaited ? " awaited" : ""}`}>
      <h3>
        {seatName(game, player.seat)}{mine && " (you)"}
        {player.faction && <span className="muted"> · <Readable value={player.faction} name="card" /></span>}
        {table.active === player.seat && <span className="hc-badge">turn</span>}
        {awaited && <span className="hc-badge">deciding</span>}
      </h3>
      <dl className="hc-piles">
        <div><dt>Hand</dt><dd aria-label="hand">
          {hand ? <CardList cards={hand} /> : <span>{player.handSize} {player.handSize === 1 ? "card" : "cards"}, hidden</span>}
        </dd></div>
        <div><dt>Banked</dt><dd>
          {player.bankedCard ? <Readable value={player.bankedCard} name="card" /> : player.banked ? "a card, hidden" : <span className="muted">none</span>}
        </dd></div>
        <div><dt>Reserves</dt><dd>
          <ol className="hc-reserves">
            {player.reserves.map((card, slot) => <li key={slot}>{card ? <Readable value={card} name="card" /> : <span className="muted">empty</span>}</li>)}
          </ol>
        </dd></div>
        <div><dt>Warcasters</dt><dd><CardList cards={player.warcasters} /></dd></div>
        <div><dt>Decks</dt><dd>army deck {player.armyDeckCount}, reinforcements {player.reinforcementCount}</dd></div>
        <div><dt>Discard</dt><dd><CardList cards={player.discard} /></dd></div>
        <div><dt>Occupying forces</dt><dd><CardList cards={player.occupying} /></dd></div>
        <div><dt>Captured</dt><dd><CardList cards={player.captured} /></dd></div>
      </dl>
    </article>
  );
}
