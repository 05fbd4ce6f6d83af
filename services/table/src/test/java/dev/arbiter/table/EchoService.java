package dev.arbiter.table;

import com.sun.net.httpserver.HttpServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A service for the proxy to reach, under the name "echo": /stream sends one server-sent event, then
 * holds the stream open until the test lets it end; any other path answers with the path and query it
 * received and the X-Forwarded-For header, as text.
 */
public final class EchoService implements QuarkusTestResourceLifecycleManager {

    static final CountDownLatch END_STREAM = new CountDownLatch(1);
    private HttpServer server;

    @Override
    public Map<String, String> start() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", exchange -> {
            try (exchange; OutputStream body = exchange.getResponseBody()) {
                if (exchange.getRequestURI().getPath().equals("/stream")) {
                    exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
                    exchange.sendResponseHeaders(200, 0);
                    body.write("id: 1\nevent: GameCreated\ndata: {}\n\n".getBytes(StandardCharsets.UTF_8));
                    body.flush();
                    END_STREAM.await(30, TimeUnit.SECONDS);
                    return;
                }
                byte[] echo = (exchange.getRequestURI() + " from " + exchange.getRequestHeaders().get("X-Forwarded-For"))
                        .getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(200, echo.length);
                body.write(echo);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
        return Map.of("arbiter.table.services.echo", "http://127.0.0.1:" + server.getAddress().getPort());
    }

    @Override
    public void stop() {
        END_STREAM.countDown();
        server.stop(0);
    }
}
