// A whole game of Kharnage played through @arbiter/client: one program takes both seats, picks a
// random legal action whenever a seat is awaited, then asks the service to audit the finished game.
// Run it against a service (deploy/up starts them all): npx tsx whole-game.ts
import { rulesetClient, idempotencyKey } from "@arbiter/client";

const base = "http://localhost:8082";   // Kharnage, as deploy/up serves it
const lobby = rulesetClient<"kharnage">(base);

const { data: game, error } = await lobby.POST("/games", { body: { seats: 2 } });
if (!game) throw new Error(`not created: ${error?.detail}`);
const gameId = game.gameId;

const seats = await Promise.all([0, 1].map(async (seat) => {
  const { data: joined } = await lobby.POST("/games/{gameId}/seats/{seat}/join", {
    params: { path: { gameId, seat } }, body: { name: `player ${seat}` } });
  return rulesetClient<"kharnage">(base, joined!.token);   // every request as that seat
}));

for (;;) {
  const { data: view } = await lobby.GET("/games/{gameId}", { params: { path: { gameId } } });
  if (view!.status === "finished") {
    console.log("placings", JSON.stringify(view!.placings));
    break;
  }
  const seat = seats[view!.awaiting[0]];
  const { data: legal } = await seat.GET("/games/{gameId}/legal-actions", { params: { path: { gameId } } });
  const action = legal!.actions[Math.floor(Math.random() * legal!.actions.length)];
  const { error: refused } = await seat.POST("/games/{gameId}/commands", {
    params: { path: { gameId }, header: { "If-Match": `"${legal!.seq}"`, "Idempotency-Key": idempotencyKey() } },
    body: action as never,   // a listed action is one of the ruleset's commands, as listed
  });
  // 409: another seat moved first (not in this program, but a real table has other clients): look again
  if (refused && refused.status !== 409) throw new Error(`${refused.title}: ${refused.detail}`);
}

const { data: audit } = await lobby.GET("/games/{gameId}/audit", { params: { path: { gameId } } });
console.log("audit", JSON.stringify(audit));
