import { useContext } from "react";
import { Cards } from "../../render/Readable";
import type { Model } from "./types";

interface Weapon { name: string; kind: string; location?: string; rng: number; rof?: number; pow: number }
interface Spell { name: string; cost: number; rng: number; pow: number | null; offensive: boolean; effect: string }
interface Profile {
  name: string;
  type: string;
  stats: Record<string, number>;
  weapons: Weapon[];
  spells?: Spell[];
  advantages?: string[];
}

/**
 * The selected model's stat card: its profile from the content pack (stats, weapons, spells,
 * advantages), and from the view its focus, its damage (boxes, or a warjack's grid with the systems
 * it has crippled), and what it is under (knocked down, spells' modifiers).
 */
export function StatCard({ model }: { model: Model }) {
  const card = useContext(Cards).get(model.profile);
  const profile = card?.data as Profile | undefined;
  return (
    <section aria-label="stat card" className="wm-card">
      <h3>{model.name} <span className="muted">{model.id}{profile && ` · ${profile.type}`}</span></h3>
      {profile && (
        <table className="wm-stats">
          <thead><tr>{Object.keys(profile.stats).map((stat) => <th key={stat} scope="col">{stat}</th>)}</tr></thead>
          <tbody><tr>{Object.values(profile.stats).map((value, i) => <td key={i}>{value}</td>)}</tr></tbody>
        </table>
      )}
      <p>
        Focus <strong>{model.focus}</strong>
        {model.knockedDown && <span className="wm-mark">knocked down</span>}
        {model.activated && <span className="wm-mark">activated</span>}
        {model.inert && <span className="wm-mark">inert</span>}
        {model.commands && <span className="wm-mark">commands its unit</span>}
      </p>
      <Damage model={model} />
      {profile && (
        <ul aria-label="weapons" className="wm-weapons">
          {profile.weapons.map((weapon, i) => (
            <li key={i}>
              <strong>{weapon.name}</strong> <span className="muted">{weapon.kind}{weapon.location && weapon.location !== "-" ? ` (${weapon.location})` : ""}</span>
              {" "}RNG {weapon.rng}{weapon.rof !== undefined && ` · ROF ${weapon.rof}`} · POW {weapon.pow}
            </li>
          ))}
        </ul>
      )}
      {profile?.spells && profile.spells.length > 0 && (
        <ul aria-label="spells" className="wm-weapons">
          {profile.spells.map((spell) => (
            <li key={spell.name} title={spell.effect}>
              <strong>{spell.name}</strong> COST {spell.cost} · RNG {spell.rng}{spell.pow !== null && ` · POW ${spell.pow}`}
              {spell.offensive && <span className="muted"> offensive</span>}
            </li>
          ))}
        </ul>
      )}
      {profile?.advantages && profile.advantages.length > 0 && <p className="muted">{profile.advantages.join(", ")}</p>}
      {model.modifiers.length > 0 && (
        <p>{model.modifiers.map((m) => `${m.effect}: ${m.modifier.amount > 0 ? "+" : ""}${m.modifier.amount} ${m.modifier.stat}`).join("; ")}</p>
      )}
    </section>
  );
}

/** Damage boxes as a row, or the grid column by column, marked boxes filled; a system crippled once all its boxes are. */
function Damage({ model }: { model: Model }) {
  const damage = model.damage;
  if ("boxes" in damage) {
    return (
      <p role="group" aria-label="damage">
        Damage {damage.marked} of {damage.boxes}{" "}
        <span className="wm-boxes" aria-hidden="true">
          {Array.from({ length: damage.boxes }, (_, i) => <span key={i} className={i < damage.marked ? "marked" : ""} />)}
        </span>
      </p>
    );
  }
  const marked = (column: number, row: number) => damage.marks.some((box) => box.column === column && box.row === row);
  const systems = new Set(damage.columns.join("").replace(/\./g, ""));
  const crippled = [...systems].filter((system) => damage.columns.every((boxes, c) =>
    [...boxes].every((box, row) => box !== system || marked(c + 1, row))));
  return (
    <div role="group" aria-label="damage">
      <table className="wm-grid">
        <caption>Damage grid, {damage.marks.length} marked</caption>
        <tbody>
          {Array.from({ length: Math.max(...damage.columns.map((c) => c.length)) }, (_, row) => (
            <tr key={row}>
              {damage.columns.map((boxes, c) => (
                <td key={c} className={marked(c + 1, row) ? "marked" : ""}>{boxes[row] === "." ? "" : boxes[row] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>Crippled: {crippled.length === 0 ? <span className="muted">none</span> : crippled.map(systemName).join(", ")}</p>
    </div>
  );
}

function systemName(letter: string): string {
  return { C: "cortex", M: "movement", L: "left arm", R: "right arm", H: "head" }[letter] ?? letter;
}
