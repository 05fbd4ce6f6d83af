import { useState } from "react";
import { words } from "./words";

/** The part of a ruleset's setup schema (contracts/setup/RULESET.schema.json) the form reads. */
export interface SetupSchema {
  properties?: Record<string, Member>;
}

interface Member {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  minimum?: number;
  maximum?: number;
}

/**
 * The setup document as a form, driven by the schema: a choice for an enumeration, a box for a yes or
 * no, a number, a text, and JSON for a member made of parts. A member left empty is left out, so the
 * ruleset's default applies; the service checks the document and answers in words if it is wrong.
 */
export function SetupForm({ schema, value, onChange }: {
  schema: SetupSchema;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}) {
  const set = (name: string, member: unknown) => {
    const next = { ...value };
    if (member === undefined) delete next[name]; else next[name] = member;
    onChange(next);
  };
  return (
    <fieldset>
      <legend>Setup (empty: the ruleset's default)</legend>
      {Object.entries(schema.properties ?? {}).map(([name, member]) => (
        <label key={name} title={member.description}>{words(name)}{" "}
          <MemberInput member={member} value={value[name]} onChange={(v) => set(name, v)} />
        </label>
      ))}
    </fieldset>
  );
}

function MemberInput({ member, value, onChange }: { member: Member; value: unknown; onChange: (v: unknown) => void }) {
  const type = Array.isArray(member.type) ? member.type.find((t) => t !== "null") : member.type;
  if (member.enum) {
    return (
      <select value={value === undefined ? "" : JSON.stringify(value)}
              onChange={(e) => onChange(e.target.value === "" ? undefined : JSON.parse(e.target.value))}>
        <option value="">default</option>
        {member.enum.map((option) => <option key={JSON.stringify(option)} value={JSON.stringify(option)}>{String(option)}</option>)}
      </select>
    );
  }
  switch (type) {
    case "boolean":
      return (
        <select value={value === undefined ? "" : String(value)}
                onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value === "true")}>
          <option value="">default</option><option value="true">yes</option><option value="false">no</option>
        </select>
      );
    case "integer":
    case "number":
      return <input type="number" min={member.minimum} max={member.maximum} value={value === undefined ? "" : String(value)}
                    onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))} />;
    case "string":
      return <input value={value === undefined ? "" : String(value)} onChange={(e) => onChange(e.target.value || undefined)} />;
    default:
      return <JsonInput onChange={onChange} />;
  }
}

function JsonInput({ onChange }: { onChange: (v: unknown) => void }) {
  const [text, setText] = useState("");
  const [wrong, setWrong] = useState(false);
  return (
    <textarea rows={2} placeholder="JSON" aria-invalid={wrong} value={text} onChange={(e) => {
      setText(e.target.value);
      try {
        onChange(e.target.value.trim() === "" ? undefined : JSON.parse(e.target.value));
        setWrong(false);
      } catch {
        setWrong(true);
      }
    }} />
  );
}
