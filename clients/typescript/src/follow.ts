import { EventSourceParserStream } from "eventsource-parser/stream";
import { bearer, type EventEnvelope } from "./rulesets.js";

export interface FollowOptions {
  /** The game's stream, `<service>/games/<gameId>/stream`. */
  url: string;
  /** A seat's token, to see that seat's secrets; none to watch as a spectator. */
  token?: string;
  /** The last seq already held (0 for the whole game). */
  after?: number;
  onEvent: (event: EventEnvelope) => void;
  /** Told when the stream is open, and when it dropped and is tried again. */
  onConnection?: (state: "open" | "retrying") => void;
  /** Stops following. */
  signal?: AbortSignal;
  /** Pause before a reconnect, in milliseconds (doubled per failure up to 30 s). */
  retryMs?: number;
}

/**
 * Follows a game's live stream (server-sent events) with a token, which a browser's EventSource cannot
 * send. A dropped connection is opened again after the last seq received, and an event already held is
 * never delivered twice. Resolves once the game is over (the server ends the stream after `GameEnded`
 * and its openings) or when `signal` aborts; rejects on an answer that retrying cannot mend (4xx).
 */
export async function followEvents(options: FollowOptions): Promise<void> {
  let last = options.after ?? 0;
  let sawEnd = false;
  let ended = false;
  let pause = options.retryMs ?? 1000;
  while (!ended && !options.signal?.aborted) {
    try {
      const response = await fetch(`${options.url}?after=${last}`, {
        headers: { Accept: "text/event-stream", ...bearer(options.token) },
        signal: options.signal,
      });
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new FollowRefused(response.status, await response.text());
      }
      if (!response.ok || !response.body) {
        throw new Error(`stream answered ${response.status}`);
      }
      options.onConnection?.("open");
      pause = options.retryMs ?? 1000;
      const messages = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
      for (let read = await messages.read(); !read.done; read = await messages.read()) {
        const event = JSON.parse(read.value.data) as EventEnvelope;
        if (event.seq <= last) continue;
        last = event.seq;
        sawEnd ||= event.type === "GameEnded";
        options.onEvent(event);
      }
      ended = sawEnd;
    } catch (error) {
      if (error instanceof FollowRefused || options.signal?.aborted) {
        if (options.signal?.aborted) return;
        throw error;
      }
    }
    // the stream closes by itself only after the game's end; any other close is a dropped connection
    if (!ended && !options.signal?.aborted) {
      options.onConnection?.("retrying");
      await sleep(pause, options.signal);
      pause = Math.min(pause * 2, 30_000);
    }
  }
}

/** The service refused to stream (unknown game 404, a token that is not valid 401): retrying will not help. */
export class FollowRefused extends Error {
  constructor(readonly status: number, readonly body: string) {
    super(`the stream was refused with ${status}: ${body}`);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}
