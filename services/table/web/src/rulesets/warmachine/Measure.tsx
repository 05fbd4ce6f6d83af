import { useEffect, useState, type ReactNode } from "react";
import { measureDistance, measureLineOfSight, measureRange, measureThreat, rulesetClient,
         type MeasuredDistance, type MeasuredLineOfSight, type MeasuredRange, type MeasuredThreat } from "@arbiter/client";
import { serviceUrl } from "../../api";
import { inch, inches, svg } from "./geometry";
import type { Model } from "./types";

const service = () => rulesetClient<"warmachine">(serviceUrl("warmachine"));

/** What the service measured for the selected model against the hovered one (A08: free measurement). */
interface Against {
  target: string;
  distance?: MeasuredDistance;
  sight?: MeasuredLineOfSight;
  range?: MeasuredRange;
}

/**
 * The service's read-only measurements for the selection: the selected model's threat (its movement
 * and threat ranges, drawn as rings from its base's edge), and against a hovered model the distance,
 * the line of sight with its witness line, and the range of the weapon being aimed.
 */
export function useMeasurements(gameId: string | undefined, seq: number, selected?: Model, hovered?: Model, weapon?: number) {
  const [threat, setThreat] = useState<MeasuredThreat>();
  const [against, setAgainst] = useState<Against>();

  useEffect(() => {
    setThreat(undefined);
    if (!gameId || !selected?.pose) return;
    measureThreat(service(), gameId, { model: selected.id }).then(({ data }) => setThreat(data));
  }, [gameId, seq, selected?.id]);

  useEffect(() => {
    setAgainst(undefined);
    if (!gameId || !selected?.pose || !hovered?.pose || hovered.id === selected.id) return;
    let current = true;
    const client = service();
    Promise.all([
      measureDistance(client, gameId, { from: selected.id, to: hovered.id }),
      measureLineOfSight(client, gameId, { from: selected.id, to: hovered.id }),
      weapon === undefined ? undefined : measureRange(client, gameId, { model: selected.id, weapon, target: hovered.id }),
    ]).then(([distance, sight, range]) => {
      if (current) setAgainst({ target: hovered.id, distance: distance.data, sight: sight.data, range: range?.data });
    });
    return () => { current = false; };
  }, [gameId, seq, selected?.id, hovered?.id, weapon]);

  const rings: ReactNode = selected?.pose && threat && <ThreatRings model={selected} threat={threat} />;
  const witness: ReactNode = against?.sight?.witnessFrom && against.sight.witnessTo && (
    <line className="wm-witness" {...ends(against.sight.witnessFrom, against.sight.witnessTo)} />
  );
  const facts: ReactNode = (threat || against) && <MeasuredFacts threat={threat} against={against} />;
  return { rings, witness, facts };
}

function ends(from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = svg(from), b = svg(to);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** Movement (SPD), melee threat and ranged threat as rings around the base (E07, G05). */
function ThreatRings({ model, threat }: { model: Model; threat: MeasuredThreat }) {
  const at = svg(model.pose!.centre);
  const radius = inch(model.base) / 2;
  return (
    <g aria-hidden="true">
      <circle cx={at.x} cy={at.y} r={radius + inch(threat.speed)} className="wm-ring speed" />
      <circle cx={at.x} cy={at.y} r={radius + inch(threat.meleeThreat)} className="wm-ring melee" />
      {threat.rangedThreat !== null && <circle cx={at.x} cy={at.y} r={radius + inch(threat.rangedThreat)} className="wm-ring ranged" />}
    </g>
  );
}

function MeasuredFacts({ threat, against }: { threat?: MeasuredThreat; against?: Against }) {
  return (
    <section aria-label="measurement" className="wm-measure"><dl>
      {threat && (
        <div><dt>Threat</dt><dd>moves {inches(threat.speed)}, melee {inches(threat.meleeThreat)}
          {threat.rangedThreat !== null && <>, ranged {inches(threat.rangedThreat)}</>}</dd></div>
      )}
      {against?.distance && <div><dt>To {against.target}</dt><dd>{inches(against.distance.distance)}</dd></div>}
      {against?.sight && (
        <div><dt>Line of sight</dt><dd>{against.sight.visible ? "visible" : `none (${against.sight.reason})`}
          {against.sight.intervening.length > 0 && <>, past {against.sight.intervening.join(", ")}</>}</dd></div>
      )}
      {against?.range && (
        <div><dt>{against.range.weaponName}</dt><dd>{against.range.inRange ? "in range" : "out of range"} (RNG {inches(against.range.rng)})</dd></div>
      )}
    </dl></section>
  );
}
