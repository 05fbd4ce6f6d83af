package dev.arbiter.projection.http;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Admits admin calls that carry the configured admin token; with none configured, admits nothing. */
@ApplicationScoped
public class AdminGuard {

    private final Optional<String> token;

    AdminGuard(@ConfigProperty(name = "arbiter.admin-token") Optional<String> token) {
        this.token = token.filter(configured -> !configured.isBlank());
    }

    public void check(String authorization) {
        if (token.isEmpty()) {
            throw Problem.UNAUTHORIZED.because("admin calls are refused: no admin token is configured (ARBITER_ADMIN_TOKEN)");
        }
        String expected = "Bearer " + token.get();
        // constant time, so the token cannot be guessed from answer times
        if (authorization == null || !MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                authorization.getBytes(StandardCharsets.UTF_8))) {
            throw Problem.UNAUTHORIZED.because("send the admin token as a Bearer token");
        }
    }
}
