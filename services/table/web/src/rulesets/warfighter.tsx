import type { Warfighter as Contract } from "@arbiter/client";
import { Readable } from "../render/Readable";
import { CardList } from "../render/CardList";
import { words } from "../render/words";
import { seatName } from "../render/seatName";
import type { ViewProps } from "./view";

type View = Contract.components["schemas"]["RulesetView"];
type Slot = Contract.components["schemas"]["Slot"];
type Army = Contract.components["schemas"]["ArmyState"];
type Hostile = Contract.components["schemas"]["HostileState"];
type Game = ViewProps["game"];

/**
 * Warfighter's Tactical Display (contracts/openapi/warfighter.yaml, RulesetView): the turn and the
 * Timer, then each column from the Mission to the Objective with the Armies and Hostiles in it and
 * their counters, the hands under their Armies (the team plays with open hands), and the decks, of
 * which only the sizes are known.
 */
export function WarfighterTable({ view, game }: ViewProps) {
  const table = view as View;
  return (
    <div className="wf">
      <TurnBar table={table} game={game} />
      <section aria-label="tactical display" className="wf-display">
        <h2>Tactical display</h2>
        <ol>
          {table.display.map((slot) => (
            <Column key={slot.slot} slot={slot} table={table} game={game}
                    armies={table.armies.filter((army) => army.column === slot.slot)}
                    hostiles={table.hostiles.filter((hostile) => hostile.column === slot.slot)} />
          ))}
        </ol>
      </section>
      <Decks table={table} />
    </div>
  );
}

/** The turn, the step, whose slot it is, the Timer (red from -1 on: Exhaustion) and what the game waits for. */
function TurnBar({ table, game }: { table: View; game: Game }) {
  const red = table.timer < 0;
  return (
    <section aria-label="turn" className="wf-turn">
      <p>
        <strong>Turn {table.turn}</strong>
        {table.step && <> · {words(table.step.replace("_", " "))}{table.step === "FIRST" || table.step === "NORMAL" || table.step === "LAST" ? " action phase" : " step"}</>}
        {table.actionPhaseSide && <> · {table.actionPhaseSide === "player" ? "the team's" : "the Hostiles'"} slot</>}
        {table.actor !== null && <> · Army {table.actor} acting{table.actorAttachment && <> (<Readable value={table.actorAttachment} name="attachment" />)</>}</>}
        {table.stage !== "PLAY" && <span className="muted"> · {words(table.stage)}</span>}
      </p>
      <p>
        <span className={red ? "wf-timer wf-red" : "wf-timer"} aria-label="timer">Timer {table.timer}</span>
        {red && <span> (Exhaustion: every Army loses {-table.timer} Supply a turn)</span>}
        {table.stage === "TEAM" && <span className="muted"> · team value {table.teamValue}, {table.resourcesLeft} Resources left</span>}
      </p>
      {table.result && <p className="wf-result">Mission over: {table.result}</p>}
      {table.payment && <p>Army {table.payment.army} owes {table.payment.amount} Supply ({words(table.payment.reason)}): another Army may pay it</p>}
      {table.reaction && (
        <div>
          Hostile {table.reaction.hostile} attacks Army {table.reaction.target}; waiting for
          {" "}{table.reaction.seats.map((s) => seatName(game, s)).join(" and ") || "nobody"} to react
          {table.reaction.cards.length > 0 && <>, played: <CardList cards={table.reaction.cards} /></>}
        </div>
      )}
      {table.retainDue.length > 0 && <div>Retain costs due: <CardList cards={table.retainDue} /></div>}
      {table.waitingAttachments.length > 0 && <div>Attachments waiting for their turn: <CardList cards={table.waitingAttachments} /></div>}
      {table.campaign && (
        <p className="muted">
          Campaign <Readable value={table.campaign.map} name="card" />
          {table.campaign.town && <>, Town <Readable value={table.campaign.town} name="card" /></>}: {table.campaign.promotion} promotion
          and {table.campaign.resupply} Resupply Points
        </p>
      )}
    </section>
  );
}

/** One column of the display: its card (Mission, Location or Objective) and everything standing in it. */
function Column({ slot, table, game, armies, hostiles }: { slot: Slot; table: View; game: Game; armies: Army[]; hostiles: Hostile[] }) {
  const kind = slot.kind ? words(slot.kind) : "empty";
  return (
    <li className={`wf-column ${slot.kind ?? "empty"}${slot.active ? "" : " inactive"}`} aria-label={`column ${slot.slot}`}>
      <h3>
        <span className="wf-kind">{slot.slot}. {kind}</span>{" "}
        {slot.card ? <Readable value={slot.card} name="card" /> : <span className="muted">no card</span>}
      </h3>
      <p className="wf-marks">
        {!slot.active && <span className="wf-mark">inactive</span>}
        {slot.escalation > 0 && <span className="wf-mark">escalated {slot.escalation}</span>}
        {slot.engineering > 0 && <span className="wf-mark">engineering {slot.engineering}</span>}
        {slot.obstacleDefeated && <span className="wf-mark">obstacle defeated</span>}
        {slot.kind === "objective" && table.objectiveSupplied > 0 && <span className="wf-mark">supplied {table.objectiveSupplied}</span>}
      </p>
      {hostiles.length > 0 && (
        <ul aria-label="hostiles" className="wf-units">
          {hostiles.map((hostile) => <HostileUnit key={hostile.number} hostile={hostile} />)}
        </ul>
      )}
      {armies.length > 0 && (
        <ul aria-label="armies" className="wf-units">
          {armies.map((army) => <ArmyUnit key={army.number} army={army} table={table} game={game} />)}
        </ul>
      )}
    </li>
  );
}

function ArmyUnit({ army, table, game }: { army: Army; table: View; game: Game }) {
  const retained = table.retained.filter((card) => card.army === army.number).map((card) => card.card);
  return (
    <li className={`wf-unit army${army.downed ? " downed" : ""}${table.actor === army.number ? " acting" : ""}`} aria-label={`army ${army.number}`}>
      <h4>
        Army {army.number}: <Readable value={army.card} name="card" />
        <span className="muted"> · {seatName(game, army.seat)}</span>
        {army.downed && <span className="wf-mark">downed</span>}
        {army.acted && <span className="wf-mark">acted</span>}
      </h4>
      <Counters hits={army.hits} pins={army.pins} supply={army.supply} xp={army.xp} />
      {army.attachments.length > 0 && (
        <ul aria-label="attachments" className="wf-attachments">
          {army.attachments.map((equipped) => (
            <li key={equipped.attachment}>
              <Readable value={equipped.attachment} name="attachment" />
              <span className="muted">
                {" "}hits {equipped.hits}
                {equipped.supply !== null && `, supply ${equipped.supply}`}
                {equipped.hardy.length > 0 && `, Hardy: ${equipped.hardy.join(", ")}`}
                {equipped.engineering > 0 && `, Engineering counters ${equipped.engineering}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {army.skills.length > 0 && <div>Skills: <CardList cards={army.skills} /></div>}
      <div aria-label="hand" className="wf-hand">Hand: <CardList cards={army.hand} /></div>
      {army.setAside.length > 0 && <div>Set aside: <CardList cards={army.setAside} /></div>}
      {retained.length > 0 && <div>Retained: <CardList cards={retained} /></div>}
    </li>
  );
}

function HostileUnit({ hostile }: { hostile: Hostile }) {
  return (
    <li className="wf-unit hostile" aria-label={`hostile ${hostile.number}`}>
      <h4>
        Hostile {hostile.number}: <Readable value={hostile.card} name="card" />
        {hostile.objective && <span className="wf-mark objective">objective</span>}
        {hostile.acted && <span className="wf-mark">acted</span>}
      </h4>
      <Counters hits={hostile.hits} pins={hostile.pins} supply={hostile.supply} />
      {hostile.attachments.length > 0 && <div>Attachments: <CardList cards={hostile.attachments} /></div>}
    </li>
  );
}

/** The counters on a unit; a dash Supply Value (null) reads as a dash. */
function Counters({ hits, pins, supply, xp }: { hits: number; pins: number; supply: number | null; xp?: number }) {
  return (
    <dl className="wf-counters">
      <div><dt>Hits</dt><dd>{hits}</dd></div>
      <div><dt>Pins</dt><dd>{pins}</dd></div>
      <div><dt>Supply</dt><dd>{supply ?? "—"}</dd></div>
      {xp !== undefined && <div><dt>XP</dt><dd>{xp}</dd></div>}
    </dl>
  );
}

/** The decks: their sizes only, as their order is the one secret of the game; the discard piles face up. */
function Decks({ table }: { table: View }) {
  return (
    <section aria-label="decks" className="wf-decks">
      <h2>Decks</h2>
      <dl>
        <div><dt>Action deck</dt><dd>{table.actionDeckSize} cards · discard: <CardList cards={table.actionDiscard} /></dd></div>
        <div><dt>Hostile deck</dt><dd>{table.hostileDeckSize} cards · discard: <CardList cards={table.hostileDiscard} /></dd></div>
        <div><dt>Location deck</dt><dd>{table.locationDeckSize} cards</dd></div>
      </dl>
    </section>
  );
}
