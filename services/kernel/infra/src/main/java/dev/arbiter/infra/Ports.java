package dev.arbiter.infra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/** TCP ports on the loopback address, where everything Arbiter runs locally listens. */
public final class Ports {

    private Ports() {
    }

    /** A port nothing listens on right now, for a test run's own broker, cluster or service. */
    public static int free() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when something accepts TCP connections on 127.0.0.1:{@code port}. */
    public static boolean open(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
