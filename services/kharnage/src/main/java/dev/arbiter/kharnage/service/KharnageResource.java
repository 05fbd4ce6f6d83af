package dev.arbiter.kharnage.service;

import dev.arbiter.kernel.http.GameResource;
import dev.arbiter.kharnage.api.GamesApi;

/** The Kharnage contract (contracts/openapi/kharnage.yaml), served by the kernel. */
public class KharnageResource extends GameResource implements GamesApi {
}
