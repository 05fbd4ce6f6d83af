package dev.arbiter.kernel.dicerace;

import dev.arbiter.kernel.http.GameStream;
import jakarta.ws.rs.Path;

@Path("/games/{gameId}/stream")
public class DiceRaceStream extends GameStream {
}
