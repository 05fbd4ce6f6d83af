import { useEffect, useState } from "react";
import { rulesets, type Ruleset } from "@arbiter/client";
import { games, refusal } from "../api";
import { href } from "../route";
import { SetupForm, type SetupSchema } from "../render/SetupForm";

/** The bots a service offers besides `random` (every ruleset's): WARMACHINE's "tactician" (docs/rules/warmachine.md). */
const botNames: Partial<Record<Ruleset, string[]>> = { warmachine: ["tactician"] };

/** Create a game: the ruleset, its seats, which of them the service plays, and its setup document. */
export function NewGame() {
  const [ruleset, setRuleset] = useState<Ruleset>("kharnage");
  const [seats, setSeats] = useState(2);
  const [bots, setBots] = useState<number[]>([]);
  const [bot, setBot] = useState("random");
  const [schema, setSchema] = useState<SetupSchema>();
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    setSchema(undefined);
    setOptions({});
    setBot("random");
    fetch(`setup/${ruleset}.schema.json`).then((r) => r.ok ? r.json() : undefined).then(setSchema, () => setSchema(undefined));
  }, [ruleset]);

  const create = async () => {
    setFailure(undefined);
    const { data, error, response } = await games(ruleset).POST("/games", {
      body: {
        seats,
        ...(Object.keys(options).length > 0 ? { options } : {}),
        ...(bots.length > 0 ? { bots: bots.map((seat) => ({ seat, bot })) } : {}),
      },
    });
    if (data) location.hash = href({ page: "table", ruleset, gameId: data.gameId });
    else setFailure(refusal(error, response));
  };

  return (
    <section aria-label="new game" className="panel">
      <h2>New game</h2>
      <div className="fields">
        <label>Ruleset{" "}
          <select value={ruleset} onChange={(e) => setRuleset(e.target.value as Ruleset)}>
            {rulesets.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </label>
        <label>Seats{" "}
          <input type="number" min={1} max={8} value={seats}
                 onChange={(e) => { setSeats(Number(e.target.value)); setBots([]); }} />
        </label>
        <fieldset>
          <legend>Played by the service</legend>
          {Array.from({ length: seats }, (_, seat) => (
            <label key={seat}>
              <input type="checkbox" checked={bots.includes(seat)}
                     onChange={(e) => setBots(e.target.checked ? [...bots, seat] : bots.filter((b) => b !== seat))} />
              seat {seat}
            </label>
          ))}
          <label>Bot{" "}
            <select value={bot} onChange={(e) => setBot(e.target.value)}>
              {["random", ...(botNames[ruleset] ?? [])].map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          </label>
        </fieldset>
        {schema && <SetupForm schema={schema} value={options} onChange={setOptions} />}
      </div>
      <button onClick={create}>Create the game</button>
      {failure && <p role="alert" className="refusal">{failure}</p>}
    </section>
  );
}
