import { useContext } from "react";
import { Cards } from "../../render/Readable";
import type { CardIndex } from "../../content";
import type { Command, Model, Prompt } from "./types";
import { weaponName } from "./Attacks";

const TITLE: Record<Prompt["kind"], string> = {
  "free-strike": "Free strike",
  "power-field": "Power field",
  "field-promotion": "Field promotion",
  "new-commander": "New commander",
};

/**
 * A decision owed out of turn (view.prompts[0]) as a dialog: a free strike (G07), reinforcing a power
 * field (K13), a field promotion or a new commander (L02), answered with the answers the legal actions
 * list. Another seat's prompt is shown as what the game waits for.
 */
export function PromptDialog({ prompt, models, answers, mine, disabled, onSend }: {
  prompt: Prompt;
  models: Model[];
  answers: Command[];
  mine: boolean;
  disabled: boolean;
  onSend: (command: Command) => void;
}) {
  const cards = useContext(Cards);
  const subject = models.find((model) => model.id === prompt.subject);
  const question = {
    "free-strike": `${prompt.subject} may strike ${prompt.choices.join(", ")}, which leaves its melee range.`,
    "power-field": `${prompt.subject} would suffer ${prompt.points} damage: spend 1 focus to take 5 off it?`,
    "field-promotion": `${prompt.subject} lost its Leader: which Grunt takes over?`,
    "new-commander": `${prompt.subject} lost its commander: which trooper commands it now?`,
  }[prompt.kind];
  if (!mine) return <p className="wm-waiting">{TITLE[prompt.kind]}: {question}</p>;
  return (
    <dialog open aria-labelledby="wm-prompt-title" className="wm-prompt">
      <h3 id="wm-prompt-title">{TITLE[prompt.kind]}</h3>
      <p>{question}</p>
      {answers.map((answer, i) => (
        <button key={i} disabled={disabled} onClick={() => onSend(answer)}>{label(answer, subject, cards)}</button>
      ))}
    </dialog>
  );
}

function label(answer: Command, subject: Model | undefined, cards: CardIndex): string {
  switch (answer.type) {
    case "MakeFreeStrike": return `Strike with ${subject ? weaponName(cards, subject.profile, answer.weapon) : `weapon ${answer.weapon}`}`;
    case "DeclineFreeStrike": return "Let it go";
    case "ReinforcePowerField": return "Reinforce (1 focus)";
    case "DeclinePowerField": return "Suffer the damage";
    case "PromoteGrunt": return `Promote ${answer.grunt}`;
    case "ChooseCommander": return `Choose ${answer.model}`;
    default: return answer.type;
  }
}
