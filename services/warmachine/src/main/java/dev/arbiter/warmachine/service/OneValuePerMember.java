package dev.arbiter.warmachine.service;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * A body that names a member twice is refused (400 malformed-request), rather than read with the last value: a client
 * that sent {@code "x"} twice meant one of them, and the service cannot know which (issue 29).
 */
@Singleton
public class OneValuePerMember implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    }
}
