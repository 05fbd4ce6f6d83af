package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A load run, not part of the build (docs/benchmarks.md, "Rate limit under a flood"): while
 * calm players play their own games at a human-fast pace, one client floods the service from
 * one address with one seat token. Prints the calm players' latency before and during the flood,
 * and what the flood got. Run it with the limit on (the defaults) and off:
 *
 * <pre>
 * ./mvnw -B -ntp -o -pl services/kernel/runtime -am test -Dtest=RateLimitFloodBenchmark -Dsurefire.failIfNoSpecifiedTests=false -Dcontracts.lint.skip
 * ... -Dflood.rate-limit=false
 * ... -Darbiter.rate-limit.token.per-second=5 -Darbiter.rate-limit.token.capacity=10   (other limits)
 * </pre>
 */
@QuarkusTest
@TestProfile(RateLimitFloodBenchmark.BehindTheIngress.class)
class RateLimitFloodBenchmark {

    private static final int CALM_PLAYERS = 4;
    private static final int FLOOD_THREADS = 8;
    private static final Duration CALM_PAUSE = Duration.ofMillis(250);
    private static final Duration PHASE = Duration.ofSeconds(Long.getLong("flood.phase-seconds", 20));

    /** The default limits, with each request's X-Forwarded-For as its client address, as behind the ingress. */
    public static class BehindTheIngress implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> config = new HashMap<>(Map.of(
                    "arbiter.rate-limit.enabled", System.getProperty("flood.rate-limit", "true"),
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.allow-x-forwarded", "true",
                    "quarkus.http.proxy.trusted-proxies", "127.0.0.0/8,::1"));
            // other limits than the defaults, e.g. -Darbiter.rate-limit.token.per-second=5
            for (String limit : List.of("token.capacity", "token.per-second", "address.capacity", "address.per-second")) {
                String value = System.getProperty("arbiter.rate-limit." + limit);
                if (value != null) {
                    config.put("arbiter.rate-limit." + limit, value);
                }
            }
            return config;
        }
    }

    @TestHTTPResource("/")
    URL base;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Test
    void calmGamesDuringAFlood() throws Exception {
        List<Table> calm = new ArrayList<>();
        for (int i = 0; i < CALM_PLAYERS; i++) {
            calm.add(Table.seated(2));
        }
        Table flooded = Table.seated(2);
        for (int i = 0; i < 20; i++) {
            flooded.send(flooded.view(0).getInt("awaiting[0]"), "Roll");
        }

        Phase quiet = play(calm, null);
        Phase flood = play(calm, flooded);

        System.out.printf("%nrate limit %s (token %s/s burst %s, address %s/s burst %s), %d calm players (a request every %d ms each),"
                        + " %d flood threads, %d s per phase%n",
                System.getProperty("flood.rate-limit", "true").equals("true") ? "ON" : "OFF", limit("token.per-second"),
                limit("token.capacity"), limit("address.per-second"), limit("address.capacity"), CALM_PLAYERS, CALM_PAUSE.toMillis(),
                FLOOD_THREADS, PHASE.toSeconds());
        System.out.println("| phase | calm requests | calm 429 or 5xx | p50 ms | p95 ms | p99 ms | max ms | calm over 1 s | flood requests/s | flood 429 share |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        quiet.print("no flood");
        flood.print("flood");
        assertEquals(0, flood.calmRefused.get(), "calm players were refused during the flood");
    }

    private static String limit(String name) {
        return System.getProperty("arbiter.rate-limit." + name, "default");
    }

    private record Phase(List<Long> calmNanos, AtomicLong calmRefused, AtomicLong flood, AtomicLong flood429) {

        void print(String name) {
            List<Long> sorted = new ArrayList<>(calmNanos);
            Collections.sort(sorted);
            System.out.printf("| %s | %d | %d | %.1f | %.1f | %.1f | %.1f | %d | %.0f | %s |%n", name, sorted.size(), calmRefused.get(),
                    percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99), percentile(sorted, 100),
                    sorted.stream().filter(nanos -> nanos > 1_000_000_000L).count(),
                    flood.get() / (double) PHASE.toSeconds(),
                    flood.get() == 0 ? "-" : String.format("%.1f %%", 100.0 * flood429.get() / flood.get()));
        }

        private static double percentile(List<Long> sorted, int p) {
            int index = Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1);
            return sorted.get(Math.max(0, index)) / 1e6;
        }
    }

    /** One phase: the calm players play for PHASE, and so does the flood if there is one. */
    private Phase play(List<Table> calm, Table flooded) throws InterruptedException {
        Phase phase = new Phase(Collections.synchronizedList(new ArrayList<>()), new AtomicLong(), new AtomicLong(), new AtomicLong());
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < calm.size(); i++) {
            Table table = calm.get(i);
            String address = "10.0.0." + (i + 1);
            threads.add(started(() -> calmPlayer(table, address, running, phase)));
        }
        if (flooded != null) {
            for (int i = 0; i < FLOOD_THREADS; i++) {
                threads.add(started(() -> flood(flooded, running, phase)));
            }
        }
        Thread.sleep(PHASE.toMillis());
        running.set(false);
        for (Thread thread : threads) {
            thread.join();
        }
        return phase;
    }

    /** A player reading its game and moving in it, one request every CALM_PAUSE, starting a new game when one ends. */
    private void calmPlayer(Table first, String address, AtomicBoolean running, Phase phase) {
        Table table = first;
        while (running.get()) {
            HttpResponse<String> view = timed(phase, request(address, table.tokens.get(0), "games/" + table.gameId).GET());
            if (view.body().contains("\"status\":\"finished\"")) {
                table = Table.seated(2);
                continue;
            }
            int seat = view.body().contains("\"awaiting\":[0]") ? 0 : 1;
            timed(phase, request(address, table.tokens.get(seat), "games/" + table.gameId + "/commands")
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"Roll\"}")));
            pause();
        }
    }

    private HttpResponse<String> timed(Phase phase, HttpRequest.Builder request) {
        long start = System.nanoTime();
        HttpResponse<String> response = send(request);
        phase.calmNanos().add(System.nanoTime() - start);
        if (response.statusCode() == 429 || response.statusCode() >= 500) {
            phase.calmRefused().incrementAndGet();
        }
        return response;
    }

    /** One client, one address, one token, as fast as it can: reading the whole log of its game. */
    private void flood(Table flooded, AtomicBoolean running, Phase phase) {
        while (running.get()) {
            HttpResponse<String> response = send(request("198.51.100.66", flooded.tokens.get(0),
                    "games/" + flooded.gameId + "/events?after=0&limit=500").GET());
            phase.flood().incrementAndGet();
            if (response.statusCode() == 429) {
                phase.flood429().incrementAndGet();
            }
        }
    }

    private HttpRequest.Builder request(String address, String token, String path) {
        return HttpRequest.newBuilder(URI.create(base + path)).header("X-Forwarded-For", address).header("Authorization", "Bearer " + token);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Thread started(Runnable task) {
        Thread thread = new Thread(task);
        thread.start();
        return thread;
    }

    private static void pause() {
        try {
            Thread.sleep(CALM_PAUSE.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
