package dev.arbiter.kernel.service;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.store.SeatRecord;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Seat tokens: random, handed out once at join, stored only as their SHA-256. A token once issued
 * never changes seat, so the seats of tokens seen lately are remembered and a command does not
 * look its token up again.
 */
@ApplicationScoped
public class SeatTokens {

    private static final String BEARER = "Bearer ";
    /** The contract's form of the header (components/parameters/Authorization): one space, then the token, nothing after it. */
    private static final Pattern HEADER = Pattern.compile("Bearer [A-Za-z0-9._~+/=-]+");
    private static final int REMEMBERED = 10_000;
    private final SecureRandom random = new SecureRandom();
    /** The seat of each token hash seen lately, by game and hash. */
    private final Cache<String, Integer> seats = Caffeine.newBuilder().maximumSize(REMEMBERED).build();

    /** A new seat token: 32 random bytes, URL-safe; only its {@link #hash} is stored. */
    public String newToken() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** What is stored of a token, and what a presented one is looked up by. */
    public static String hash(String token) {
        return HashChain.sha256(token);
    }

    /** The seat an Authorization header speaks for, or 401. */
    public int seat(UUID gameId, String authorization) {
        return optionalSeat(gameId, authorization).orElseThrow(() -> Problem.UNAUTHORIZED.because(
                "send the seat token from joining as \"Authorization: Bearer <token>\""));
    }

    /** The seat for a header that may be absent; a header that is present must be valid. */
    public Optional<Integer> optionalSeat(UUID gameId, String authorization) {
        if (authorization == null) {
            return Optional.empty();
        }
        if (!HEADER.matcher(authorization).matches()) {
            throw Problem.UNAUTHORIZED.because("the Authorization header must be \"Bearer <token>\": one space, then the token, nothing after it");
        }
        String hash = hash(authorization.substring(BEARER.length()));
        String key = gameId + " " + hash;
        Integer known = seats.getIfPresent(key);
        if (known != null) {
            return Optional.of(known);
        }
        SeatRecord record = SeatRecord.find("gameId = ?1 and tokenHash = ?2", gameId, hash).firstResult();
        if (record == null) {
            throw Problem.UNAUTHORIZED.because("the token is not a seat token of this game");
        }
        seats.put(key, record.seat);
        return Optional.of(record.seat);
    }
}
