import { useEffect, useState } from "react";
import { rulesets, type Ruleset } from "@arbiter/client";

/** The pages, addressed by the URL's fragment so any link (an invitation) opens the right one. */
export type Route =
  | { page: "lobby" }
  | { page: "table"; ruleset: Ruleset; gameId: string }
  | { page: "replay"; ruleset: Ruleset; gameId: string };

export function parse(hash: string): Route {
  const [ruleset, gameId, replay] = hash.replace(/^#\/?/, "").split("/");
  if (rulesets.includes(ruleset as Ruleset) && gameId) {
    return { page: replay === "replay" ? "replay" : "table", ruleset: ruleset as Ruleset, gameId };
  }
  return { page: "lobby" };
}

export function href(route: Route): string {
  switch (route.page) {
    case "lobby": return "#/";
    case "table": return `#/${route.ruleset}/${route.gameId}`;
    case "replay": return `#/${route.ruleset}/${route.gameId}/replay`;
  }
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parse(location.hash));
  useEffect(() => {
    const follow = () => setRoute(parse(location.hash));
    addEventListener("hashchange", follow);
    return () => removeEventListener("hashchange", follow);
  }, []);
  return route;
}
