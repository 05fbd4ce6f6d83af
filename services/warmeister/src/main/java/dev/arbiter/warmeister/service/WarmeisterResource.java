package dev.arbiter.warmeister.service;

import dev.arbiter.kernel.http.GameResource;
import dev.arbiter.warmeister.api.GamesApi;

/** The Warmeister contract (contracts/openapi/warmeister.yaml), served by the kernel. */
public class WarmeisterResource extends GameResource implements GamesApi {
}
