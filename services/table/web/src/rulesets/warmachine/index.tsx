import { useEffect, useState } from "react";
import { previewCommand, rulesetClient } from "@arbiter/client";
import { serviceUrl } from "../../api";
import type { ViewProps } from "../view";
import { Board } from "./Board";
import { StatCard } from "./StatCard";
import { Moves, PlanPath, clickOnPlan, commandOf, type MoveKind, type Plan } from "./Moves";
import { Attacks, attackAt, isTargeted, type Aim } from "./Attacks";
import { PromptDialog } from "./Prompts";
import { Orders } from "./Orders";
import { DeployPicker, clickToDeploy, deployCommand, deployable, type Placing } from "./Deploy";
import { Status } from "./Status";
import { useMeasurements } from "./Measure";
import { eventTrace } from "./EventTrace";
import { along, inch, svg } from "./geometry";
import type { Command, Model, Preview, Spot, View } from "./types";

const MOVES: MoveKind[] = ["AdvanceModel", "Run", "Charge"];
const ANSWERS = new Set(["MakeFreeStrike", "DeclineFreeStrike", "ReinforcePowerField", "DeclinePowerField", "PromoteGrunt", "ChooseCommander"]);

/**
 * WARMACHINE's table (contracts/openapi/warmachine.yaml, RulesetView): the 48" table to scale with
 * the selected model's stat card, movement and threat, and, for the seat whose decision it is, the
 * controls: deploy by clicking a spot (and where it faces), plan a move by clicking waypoints (and its
 * final facing, or a charge's target and where it stops), each previewed before it is sent, attack by
 * clicking a target, answer prompts in a dialog. A replayed event draws its path.
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
  const [placing, setPlacing] = useState<Placing>();

  const actions = (play?.legal.actions ?? []) as Command[];
  const shapes = play?.legal.shapes ?? [];
  const models = [...view.models, ...view.removed];
  const model = view.models.find((m) => m.id === selected);
  const deployShape = shapes.find((shape) => shape.type === "Deploy");
  // the game's own position: the seat's moves reload after each event, and a plan must not be lost meanwhile
  const seq = props.game.seq;
  const deployment = deployShape && placing ? deployCommand(deployShape, placing) : undefined;
  const command = deployment ?? (plan && commandOf(plan, view.models));
  // a replay shows a past state: the service measures the present one only
  const measured = useMeasurements(props.event ? undefined : props.gameId, props.game.seq, model, hovered, aim?.weapon);

  // a new decision: plans and aims made for the last one are gone
  useEffect(() => { setPlan(undefined); setAim(undefined); setPreview(undefined); setPlacing(undefined); }, [seq]);

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
  const toDeploy = deployShape ? deployable(deployShape) : [];
  const deployModel = deploying && toDeploy.includes(deploying) ? deploying : toDeploy[0];

  const onTable = (at: Spot) => {
    // a click only edits the plan or the placement, nothing is sent: it waits for a command in flight only
    if (play?.sending) return;
    if (deployShape && deployModel) setPlacing(clickToDeploy(placing, deployModel, at));
    else if (plan) setPlan(clickOnPlan(plan, at, view.models));
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
          under: <>{measured.rings}{plan && model && <PlanPath from={model} plan={plan} models={view.models} preview={preview} />}{trace?.path}</>,
          over: <>{measured.witness}{placing && <Placed placing={placing} models={view.models} preview={preview} />}</>,
        }} />
        <aside className="wm-side" aria-label="selection">
          {trace?.rolls}
          {deployShape && deployModel && (
            <DeployPicker models={toDeploy} model={deployModel} placing={placing} command={deployment} preview={preview} disabled={sending}
                          onPick={setDeploying} onCancel={() => setPlacing(undefined)} onSend={send} />
          )}
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

/** A model being deployed, where the preview places it: its base to scale and a line along its facing. */
function Placed({ placing, models, preview }: { placing: Placing; models: Model[]; preview?: Preview }) {
  const base = models.find((m) => m.id === placing.model)?.base ?? 0;
  const end = preview?.end ?? { ...placing.at, facing: placing.facing ?? 0 };
  const at = svg(end);
  const nose = along(end, end.facing, inch(base) / 2 + 0.8);
  return (
    <g aria-hidden="true" className={`wm-placing${preview && !preview.accepted ? " refused" : ""}`}>
      <circle cx={at.x} cy={at.y} r={inch(base) / 2} />
      <line x1={at.x} y1={at.y} x2={nose.x} y2={nose.y} />
    </g>
  );
}
