import { useEffect, useState } from "react";
import { previewCommand, rulesetClient } from "@arbiter/client";
import { serviceUrl } from "../../api";
import type { ViewProps } from "../index";
import { Board } from "./Board";
import { StatCard } from "./StatCard";
import { Moves, commandOf, type MoveKind, type Plan } from "./Moves";
import { Attacks, attackAt, isTargeted, type Aim } from "./Attacks";
import { PromptDialog } from "./Prompts";
import { Orders } from "./Orders";
import { DeployPicker, deployAt, deployable } from "./Deploy";
import { Status } from "./Status";
import { useMeasurements } from "./Measure";
import { eventTrace } from "./EventTrace";
import { svg } from "./geometry";
import type { Command, Model, Preview, Spot, View } from "./types";

const MOVES: MoveKind[] = ["AdvanceModel", "Run", "Charge"];
const ANSWERS = new Set(["MakeFreeStrike", "DeclineFreeStrike", "ReinforcePowerField", "DeclinePowerField", "PromoteGrunt", "ChooseCommander"]);

/**
 * WARMACHINE's table (contracts/openapi/warmachine.yaml, RulesetView): the 48" table to scale with
 * the selected model's stat card, movement and threat, and, for the seat whose decision it is, the
 * controls: deploy by clicking a spot, plan a move by clicking waypoints (previewed before it is
 * sent), attack by clicking a target, answer prompts in a dialog. A replayed event draws its path.
 */
export function WarmachineTable(props: ViewProps) {
  const view = props.view as View;
  const { play } = props;
  const [selected, setSelected] = useState<string>();
  const [hovered, setHovered] = useState<Model>();
  const [plan, setPlan] = useState<Plan>();
  const [preview, setPreview] = useState<Preview>();
  const [aim, setAim] = useState<Aim>();
  const [deploying, setDeploying] = useState<string>();

  const actions = (play?.legal.actions ?? []) as Command[];
  const shapes = play?.legal.shapes ?? [];
  const models = [...view.models, ...view.removed];
  const model = view.models.find((m) => m.id === selected);
  const command = plan && commandOf(plan, view.models);
  const seq = play?.seq ?? 0;
  // a replay shows a past state: the service measures the present one only
  const measured = useMeasurements(props.event ? undefined : props.gameId, props.game.seq, model, hovered, aim?.weapon);

  // a new decision: plans and aims made for the last one are gone
  useEffect(() => { setPlan(undefined); setAim(undefined); setPreview(undefined); }, [seq]);

  useEffect(() => {
    setPreview(undefined);
    if (!command || !play) return;
    let current = true;
    previewCommand(rulesetClient<"warmachine">(serviceUrl("warmachine")), props.gameId, command)
      .then(({ data }) => { if (current) setPreview(data); });
    return () => { current = false; };
  }, [JSON.stringify(command), props.gameId, seq]);

  const sending = play?.sending ?? true;
  const send = (sent: Command) => { play?.send(sent); };
  const deployShape = shapes.find((shape) => shape.type === "Deploy");
  const toDeploy = deployShape ? deployable(deployShape) : [];
  const deployModel = deploying && toDeploy.includes(deploying) ? deploying : toDeploy[0];

  const onTable = (at: Spot) => {
    if (sending) return;
    if (deployShape && deployModel) send(deployAt(deployShape, deployModel, at));
    else if (plan && plan.kind !== "Charge") setPlan({ ...plan, waypoints: [...plan.waypoints, at] });
  };
  const onModel = (clicked: Model) => {
    if (aim?.targets.has(clicked.id)) {
      if (sending) return;
      const attack = attackAt(aim, clicked.id, actions);
      if (attack) send(attack);
    } else if (plan?.kind === "Charge" && clicked.seat !== models.find((m) => m.id === plan.model)?.seat) {
      setPlan({ ...plan, target: clicked.id });
    } else {
      setSelected(clicked.id);
      setAim(undefined);
      if (plan?.model !== clicked.id) setPlan(undefined);
    }
  };

  const kinds = model ? MOVES.filter((kind) => shapes.some((shape) => shape.type === kind && modelsOf(shape).includes(model.id))) : [];
  const prompt = view.prompts[0];
  const trace = props.event && eventTrace(props.event.payload);
  const pickable = aim?.targets ?? (plan?.kind === "Charge" ? new Set(view.models.filter((m) => m.seat !== model?.seat).map((m) => m.id)) : undefined);

  return (
    <div className="wm">
      <Status view={view} props={props} />
      {prompt && (
        <PromptDialog prompt={prompt} models={models} mine={play !== undefined && prompt.seat === props.seat} disabled={sending}
                      answers={actions.filter((action) => ANSWERS.has(action.type))} onSend={send} />
      )}
      <div className="wm-layout">
        <Board view={view} onModel={onModel} onTable={onTable} onHover={setHovered} overlay={{
          selected,
          pickable,
          under: <>{measured.rings}{plan && model && <PlanPath from={model} plan={plan} preview={preview} />}{trace?.path}</>,
          over: measured.witness,
        }} />
        <aside className="wm-side" aria-label="selection">
          {trace?.rolls}
          {deployShape && deployModel && <DeployPicker models={toDeploy} model={deployModel} onPick={setDeploying} />}
          {play && <Orders actions={actions.filter((action) => !isTargeted(action) && !ANSWERS.has(action.type))} disabled={sending} onSend={send} />}
          {model ? (
            <>
              <StatCard model={model} />
              {play && <Moves model={model} kinds={kinds} plan={plan} command={command} preview={preview} disabled={sending}
                              onPlan={setPlan} onSend={send} />}
              {play && <Attacks model={model} legal={actions} aim={aim} disabled={sending} onAim={setAim} />}
            </>
          ) : <p className="muted">Click a model to see its stat card, movement and threat.</p>}
          {measured.facts}
        </aside>
      </div>
    </div>
  );
}

function modelsOf(shape: { schema: Record<string, unknown> }): string[] {
  const properties = shape.schema.properties as { model?: { enum?: string[] } } | undefined;
  return properties?.model?.enum ?? [];
}

/** The plan on the table: the waypoints clicked, and the path the preview answered with where it ends. */
function PlanPath({ from, plan, preview }: { from: Model; plan: Plan; preview?: Preview }) {
  const start = svg(from.pose!.centre);
  const clicked = plan.waypoints.map(svg);
  return (
    <g aria-hidden="true">
      <polyline className="wm-plan" points={[start, ...clicked].map((p) => `${p.x},${p.y}`).join(" ")} />
      {clicked.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r={0.25} className="wm-waypoint" />)}
      {preview && preview.path.length > 1 && (
        <polyline className={`wm-path${preview.accepted ? "" : " refused"}`} points={preview.path.map(svg).map((p) => `${p.x},${p.y}`).join(" ")} />
      )}
    </g>
  );
}
