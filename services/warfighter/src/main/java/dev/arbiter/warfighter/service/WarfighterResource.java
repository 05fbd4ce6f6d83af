package dev.arbiter.warfighter.service;

import dev.arbiter.kernel.http.GameResource;
import dev.arbiter.warfighter.api.GamesApi;

/** The Warfighter contract (contracts/openapi/warfighter.yaml), served by the kernel. */
public class WarfighterResource extends GameResource implements GamesApi {
}
