{#for s in registry.builtRulesets}
import type * as {s.typeName} from "./generated/{s.name}.js";
{/for}

export type { {#each registry.builtRulesets}{it.typeName}{#if it_hasNext}, {/if}{/each} };

/** Each ruleset service's paths, by the ruleset's name as the services spell it. */
export interface RulesetPaths {
{#for s in registry.builtRulesets}
  "{s.name}": {s.typeName}.paths;
{/for}
}

export type Ruleset = keyof RulesetPaths;

export const rulesets: readonly Ruleset[] = [{#each registry.builtRulesets}"{it.name}"{#if it_hasNext}, {/if}{/each}];

/** The shapes every ruleset shares, as the first ruleset's contract has them (common.yaml gives each the same). */
type Shared = {registry.builtRulesets.get(0).typeName}.components;
