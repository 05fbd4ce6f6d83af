package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.kernel.game.WireJson;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/** Reads request bodies only as the contract writes them (see {@link WireJson}); docs/api.md promises 400 malformed-request. */
@Singleton
public class StrictJsonTypes implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        WireJson.configure(mapper);
    }
}
