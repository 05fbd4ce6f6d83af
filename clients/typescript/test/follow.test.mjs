// followEvents against a real HTTP server that drops the stream once, as a proxy or a network might.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { followEvents, FollowRefused } from "../dist/index.js";

function sse(seq, type) {
  return `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify({ seq, type })}\n\n`;
}

function serve(handler) {
  return new Promise((resolve) => {
    const server = createServer(handler).listen(0, "127.0.0.1", () => resolve(server));
  });
}

test("a dropped stream is opened again after the last seq, and no event comes twice", async () => {
  const asked = [];
  const server = await serve((request, response) => {
    const after = Number(new URL(request.url, "http://x").searchParams.get("after"));
    asked.push({ after, authorization: request.headers.authorization });
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    if (asked.length === 1) {
      response.write(sse(1, "GameCreated") + sse(2, "SeatJoined"));
      setTimeout(() => response.destroy(), 100); // dropped mid-game, once both events are out
    } else {
      // a server that resends what the client already has must not make it deliver twice
      response.end(sse(2, "SeatJoined") + sse(3, "Rolled") + sse(4, "GameEnded") + sse(5, "PayloadOpened"));
    }
  });
  const seen = [];
  await followEvents({
    url: `http://127.0.0.1:${server.address().port}/games/g/stream`,
    token: "seat-token",
    retryMs: 10,
    onEvent: (event) => seen.push(event.seq),
  });
  server.close();
  assert.deepEqual(seen, [1, 2, 3, 4, 5]);
  assert.deepEqual(asked, [
    { after: 0, authorization: "Bearer seat-token" },
    { after: 2, authorization: "Bearer seat-token" },
  ]);
});

test("a refusal (an unknown game) ends following with the problem, without retrying", async () => {
  let requests = 0;
  const server = await serve((request, response) => {
    requests++;
    response.writeHead(404, { "Content-Type": "application/problem+json" });
    response.end(JSON.stringify({ title: "Unknown game", status: 404 }));
  });
  await assert.rejects(
    followEvents({ url: `http://127.0.0.1:${server.address().port}/games/g/stream`, retryMs: 10, onEvent: () => {} }),
    (error) => error instanceof FollowRefused && error.status === 404);
  server.close();
  assert.equal(requests, 1);
});
