package dev.arbiter.kernel.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The credential of trusted consumers that need a running game's hidden information (an
 * operator's own tooling): {@code arbiter.operator.token}, sent as {@code Authorization: Bearer
 * <token>}, makes the event feed show every full payload. With none configured nobody has it.
 */
@ApplicationScoped
public class OperatorToken {

    private final Optional<byte[]> expected;

    OperatorToken(@ConfigProperty(name = "arbiter.operator.token") Optional<String> token) {
        this.expected = token.filter(configured -> !configured.isBlank())
                .map(configured -> ("Bearer " + configured).getBytes(StandardCharsets.UTF_8));
    }

    /** Whether the header carries the operator token; compared in constant time, so answer times do not give it away. */
    public boolean presentedBy(String authorization) {
        return expected.isPresent() && authorization != null
                && MessageDigest.isEqual(expected.get(), authorization.getBytes(StandardCharsets.UTF_8));
    }
}
