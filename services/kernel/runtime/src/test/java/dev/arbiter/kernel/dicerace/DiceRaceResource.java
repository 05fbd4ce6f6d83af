package dev.arbiter.kernel.dicerace;

import dev.arbiter.kernel.dicerace.api.GamesApi;
import dev.arbiter.kernel.http.GameResource;

/** The dice-race contract served by the kernel: the one class every ruleset service writes. */
public class DiceRaceResource extends GameResource implements GamesApi {
}
