import { useContext } from "react";
import { Cards } from "../../render/Readable";
import type { CardIndex } from "../../content";
import type { Command, Model } from "./types";

type Targeted = Extract<Command, { type: "MeleeAttack" | "RangedAttack" | "CastSpell" }>;

/** An attack or spell chosen and waiting for its target to be clicked. */
export interface Aim {
  type: Targeted["type"];
  model: string;
  weapon?: number;
  spell?: string;
  boostAttack: boolean;
  boostDamage: boolean;
  /** The targets the legal actions allow for it. */
  targets: Set<string>;
}

export function isTargeted(command: Command): command is Targeted {
  return command.type === "MeleeAttack" || command.type === "RangedAttack" || command.type === "CastSpell";
}

export function weaponName(cards: CardIndex, profile: string, weapon: number): string {
  const weapons = cards.get(profile)?.data.weapons as { name: string }[] | undefined;
  return weapons?.[weapon]?.name ?? `weapon ${weapon}`;
}

/** The command an aim sends at a target: the legal action listed for it. */
export function attackAt(aim: Aim, target: string, legal: Command[]): Command | undefined {
  return legal.filter(isTargeted).find((action) => action.type === aim.type && action.model === aim.model && action.target === target
    && ("weapon" in action ? action.weapon === aim.weapon : action.spell === aim.spell)
    && action.boostAttack === aim.boostAttack && action.boostDamage === aim.boostDamage);
}

/**
 * The selected model's attacks and spells, one button each as its legal actions allow them; choosing
 * one lights up its targets, and clicking a target on the table makes the attack (boosts as ticked).
 */
export function Attacks({ model, legal, aim, disabled, onAim }: {
  model: Model;
  legal: Command[];
  aim?: Aim;
  disabled: boolean;
  onAim: (aim: Aim | undefined) => void;
}) {
  const cards = useContext(Cards);
  const mine = legal.filter(isTargeted).filter((action) => action.model === model.id);
  if (mine.length === 0) return null;
  const choices = new Map<string, Aim>();
  for (const action of mine) {
    const key = `${action.type}:${"weapon" in action ? action.weapon : action.spell}`;
    const choice = choices.get(key) ?? {
      type: action.type, model: model.id, boostAttack: false, boostDamage: false, targets: new Set<string>(),
      ...("weapon" in action ? { weapon: action.weapon } : { spell: action.spell }),
    };
    choice.targets.add(action.target);
    choices.set(key, choice);
  }
  const boostable = (kind: "boostAttack" | "boostDamage") => aim !== undefined && mine.some((action) => action.type === aim.type && action[kind]);
  return (
    <section aria-label="attacks" className="wm-attacks">
      {[...choices.values()].map((choice) => {
        const name = choice.spell ?? weaponName(cards, model.profile, choice.weapon!);
        const chosen = aim?.type === choice.type && aim.weapon === choice.weapon && aim.spell === choice.spell;
        return (
          <button key={`${choice.type}${name}${choice.weapon}`} disabled={disabled} aria-pressed={chosen}
                  onClick={() => onAim(chosen ? undefined : choice)}>
            {choice.type === "CastSpell" ? `Cast ${name}` : `${choice.type === "MeleeAttack" ? "Melee" : "Shoot"}: ${name}`}
          </button>
        );
      })}
      {aim && (
        <p>
          Click a ringed target ({[...aim.targets].join(", ")}).
          {(["boostAttack", "boostDamage"] as const).filter(boostable).map((kind) => (
            <label key={kind}> <input type="checkbox" checked={aim[kind]} onChange={(e) => onAim({ ...aim, [kind]: e.target.checked })} />
              {kind === "boostAttack" ? "boost the attack roll" : "boost the damage roll"}</label>
          ))}
        </p>
      )}
    </section>
  );
}
