package dev.arbiter.projection.http;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.web.ProblemException;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AdminGuardTest {

    @Test
    @DisplayName("with no admin token configured, every admin call is refused, whatever it sends")
    void unsetRefusesAll() {
        for (AdminGuard guard : new AdminGuard[] {new AdminGuard(Optional.empty()), new AdminGuard(Optional.of(" "))}) {
            assertEquals(Problem.UNAUTHORIZED, assertThrows(ProblemException.class, () -> guard.check("Bearer ")).problem());
            assertEquals(Problem.UNAUTHORIZED, assertThrows(ProblemException.class, () -> guard.check(null)).problem());
        }
    }

    @Test
    @DisplayName("with a token configured, only that token as a Bearer token is admitted")
    void configuredAdmitsOnlyIt() {
        AdminGuard guard = new AdminGuard(Optional.of("s3cr3t"));
        assertDoesNotThrow(() -> guard.check("Bearer s3cr3t"));
        assertThrows(ProblemException.class, () -> guard.check("Bearer s3cr3"));
        assertThrows(ProblemException.class, () -> guard.check("s3cr3t"));
        assertThrows(ProblemException.class, () -> guard.check(null));
    }
}
