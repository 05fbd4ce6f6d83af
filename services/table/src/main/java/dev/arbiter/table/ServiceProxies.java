package dev.arbiter.table;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.proxy.handler.ProxyHandler;
import io.vertx.httpproxy.HttpProxy;
import io.vertx.httpproxy.ProxyContext;
import io.vertx.httpproxy.ProxyInterceptor;
import io.vertx.httpproxy.ProxyRequest;
import io.vertx.httpproxy.ProxyResponse;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;

/**
 * Puts every configured service under /api/NAME/ of the table's own origin, so the browser needs no
 * cross-origin requests and a seat's token is only ever sent to the table. Requests and answers pass
 * through as they are, bodies streamed (the live stream arrives event by event), with the player's
 * address as X-Forwarded-For, so the services' per-address limits count players, not the table.
 */
@ApplicationScoped
class ServiceProxies {

    void route(@Observes Router router, Vertx vertx, TableSettings settings) {
        HttpClient client = vertx.createHttpClient();
        settings.services().forEach((name, base) -> {
            String prefix = "/api/" + name;
            HttpProxy proxy = HttpProxy.reverseProxy(client).origin(port(base), base.getHost());
            proxy.addInterceptor(new Rebase(prefix, base.getPath()));
            router.route(prefix + "/*").handler(ProxyHandler.create(proxy));
        });
    }

    private static int port(URI base) {
        return base.getPort() != -1 ? base.getPort() : 80;
    }

    /**
     * /api/NAME/rest to the service's own path (its base path, then rest), from the player's address.
     * That address is the table's own view of its peer (behind a trusted ingress, what the ingress
     * forwarded: docs/operations.md), never a forwarded header a player wrote.
     */
    private record Rebase(String prefix, String basePath) implements ProxyInterceptor {
        @Override
        public Future<ProxyResponse> handleProxyRequest(ProxyContext context) {
            ProxyRequest request = context.request();
            request.setURI(basePath.replaceAll("/$", "") + request.getURI().substring(prefix.length()));
            request.headers().remove("Forwarded");
            request.putHeader("X-Forwarded-For", request.proxiedRequest().remoteAddress().hostAddress());
            return context.sendRequest();
        }
    }
}
