package dev.arbiter.highcommand.service;

import dev.arbiter.highcommand.api.GamesApi;
import dev.arbiter.kernel.http.GameResource;

/** The High Command contract (contracts/openapi/high-command.yaml), served by the kernel. */
public class HighCommandResource extends GameResource implements GamesApi {
}
