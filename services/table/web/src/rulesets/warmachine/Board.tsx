import type { MouseEvent, ReactNode } from "react";
import { TABLE, frontArc, inch, along, points, svg } from "./geometry";
import type { Model, Spot, Terrain, View, Zone } from "./types";

/** What the board is asked to draw over the table besides the view: a plan, a preview, a measurement. */
export interface Overlay {
  /** The selected model. */
  selected?: string;
  /** Models a click now picks (a target, a charge's target): drawn ringed. */
  pickable?: Set<string>;
  /** Drawn under the models: rings, paths, lines (inches, SVG's y down). */
  under?: ReactNode;
  /** Drawn over the models. */
  over?: ReactNode;
}

const TERRAIN_FILL: Record<string, string> = {
  forest: "#4f7d3a", rubble: "#8a7560", "shallow-water": "#6aa4c8", rough: "#9aa05a",
  obstacle: "#7a7a7a", obstruction: "#3f3f46", impassable: "#1d1d1f",
};

/**
 * The 48" table to scale (1 unit of the drawing is an inch; north at the top): terrain by kind, the
 * deployment and scenario zones, each model's base with its front arc and facing, and each unit's
 * formation as lines from its commander to its troopers. Clicking a model or the table is reported in
 * the wire's ten-thousandths.
 */
export function Board({ view, overlay, onModel, onTable, onHover }: {
  view: View;
  overlay: Overlay;
  onModel: (model: Model) => void;
  onTable: (at: Spot) => void;
  onHover: (model: Model | undefined) => void;
}) {
  const click = (event: MouseEvent<SVGSVGElement>) => {
    const board = event.currentTarget;
    const matrix = board.getScreenCTM();
    if (!matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onTable({ x: Math.round(at.x * 10_000), y: Math.round((TABLE - at.y) * 10_000) });
  };
  const onTableModels = view.models.filter((model) => model.pose !== null);
  return (
    <svg className="wm-board" viewBox={`-0.5 -0.5 ${TABLE + 1} ${TABLE + 1}`} role="group"
         aria-label={`the table, ${TABLE} by ${TABLE} inches`} onClick={click}>
      <rect x={0} y={0} width={TABLE} height={TABLE} className="wm-cloth" />
      {view.zones.map((zone, i) => <ZoneShape key={i} zone={zone} />)}
      {view.terrain.map((feature) => <TerrainShape key={feature.id} feature={feature} />)}
      <Formations models={onTableModels} />
      {overlay.under}
      {onTableModels.map((model) => (
        <Base key={model.id} model={model} selected={overlay.selected === model.id} pickable={overlay.pickable?.has(model.id) ?? false}
              onClick={() => onModel(model)} onHover={onHover} />
      ))}
      {overlay.over}
    </svg>
  );
}

function ZoneShape({ zone }: { zone: Zone }) {
  const owner = zone.seat === null ? "" : ` of seat ${zone.seat}`;
  return (
    <polygon points={points(zone.outline)} className={`wm-zone ${zone.kind} ${zone.seat === null ? "" : `seat-${zone.seat}`}`}>
      <title>{`${zone.kind} zone${owner}`}</title>
    </polygon>
  );
}

function TerrainShape({ feature }: { feature: Terrain }) {
  return (
    <polygon points={points(feature.outline)} fill={TERRAIN_FILL[feature.kind] ?? "#999"} className={`wm-terrain ${feature.kind}`}>
      <title>{`${feature.id}: ${feature.kind}`}</title>
    </polygon>
  );
}

/** A unit's formation: a faint line from its commander to each of its other troopers. */
function Formations({ models }: { models: Model[] }) {
  const lines: ReactNode[] = [];
  for (const commander of models.filter((model) => model.unit !== null && model.commands)) {
    const from = svg(commander.pose!.centre);
    for (const trooper of models.filter((model) => model.unit === commander.unit && model !== commander)) {
      const to = svg(trooper.pose!.centre);
      lines.push(<line key={trooper.id} x1={from.x} y1={from.y} x2={to.x} y2={to.y} className={`wm-formation seat-${trooper.seat}`} />);
    }
  }
  return <g aria-hidden="true">{lines}</g>;
}

/** A model's base to scale, its front arc shaded, a line along its facing; a button to select it. */
function Base({ model, selected, pickable, onClick, onHover }: {
  model: Model;
  selected: boolean;
  pickable: boolean;
  onClick: () => void;
  onHover: (model: Model | undefined) => void;
}) {
  const { centre, facing } = model.pose!;
  const radius = inch(model.base) / 2;
  const at = svg(centre);
  const nose = along(centre, facing, radius);
  const state = [model.knockedDown ? "knocked down" : "", model.activated ? "activated" : ""].filter(Boolean).join(", ");
  return (
    <g role="button" tabIndex={0} aria-label={model.id} aria-pressed={selected}
       className={`wm-model seat-${model.seat}${selected ? " selected" : ""}${pickable ? " pickable" : ""}${model.activated ? " activated" : ""}`}
       onClick={(event) => { event.stopPropagation(); onClick(); }}
       onKeyDown={(event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onClick(); } }}
       onMouseEnter={() => onHover(model)} onMouseLeave={() => onHover(undefined)}>
      <title>{`${model.id}${state ? ` (${state})` : ""}`}</title>
      <circle cx={at.x} cy={at.y} r={radius} className="wm-base" />
      <path d={frontArc(centre, facing, radius)} className="wm-front" />
      <line x1={at.x} y1={at.y} x2={nose.x} y2={nose.y} className="wm-facing" />
      {model.knockedDown && <line x1={at.x - radius} y1={at.y - radius} x2={at.x + radius} y2={at.y + radius} className="wm-down" />}
    </g>
  );
}
