import { projectionClient, rulesetClient, type Ruleset } from "@arbiter/client";

/** Every service is reached through the table's own origin (the table service proxies /api/NAME/). */
export function serviceUrl(service: Ruleset | "projection"): string {
  return `${location.origin}/api/${service}`;
}

export function games(ruleset: Ruleset, token?: string) {
  return rulesetClient<Ruleset>(serviceUrl(ruleset), token);
}

export const projection = projectionClient(serviceUrl("projection"));

/** A refusal in words: the problem's detail, else its title, else the status. */
export function refusal(error: unknown, response: Response): string {
  const problem = error as { title?: string; detail?: string } | undefined;
  return problem?.detail ?? problem?.title ?? `the service answered ${response.status}`;
}
