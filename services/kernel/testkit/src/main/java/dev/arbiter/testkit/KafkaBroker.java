package dev.arbiter.testkit;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;

/**
 * One real Kafka broker (KRaft, broker and controller in one node) inside the test JVM, shared by
 * every test class of the run. Tests may stop and start it to prove that publication waits.
 */
public final class KafkaBroker {

    private static KafkaBroker instance;

    private final Path dir;
    private final Properties config;
    private KafkaRaftServer server;

    private KafkaBroker(Path dir, int port, int controllerPort) {
        this.dir = dir;
        config = new Properties();
        config.put("process.roles", "broker,controller");
        config.put("node.id", "1");
        config.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
        config.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controllerPort);
        config.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port);
        config.put("controller.listener.names", "CONTROLLER");
        config.put("inter.broker.listener.name", "PLAINTEXT");
        config.put("listener.security.protocol.map", "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT");
        config.put("log.dirs", dir.resolve("data").toString());
        config.put("num.partitions", "1");
        config.put("offsets.topic.replication.factor", "1");
        config.put("transaction.state.log.replication.factor", "1");
        config.put("transaction.state.log.min.isr", "1");
        config.put("share.coordinator.state.topic.replication.factor", "1");
        config.put("share.coordinator.state.topic.min.isr", "1");
        config.put("group.initial.rebalance.delay.ms", "0");
        config.put("auto.create.topics.enable", "true");
        // a restart on existing data otherwise waits ~9 s for the old registration to expire
        config.put("broker.heartbeat.interval.ms", "500");
        config.put("broker.session.timeout.ms", "1500");
    }

    /** The run's broker, formatted and started on first use. */
    public static synchronized KafkaBroker shared() {
        if (instance == null) {
            try {
                Path dir = Files.createTempDirectory("arbiter-kafka-");
                instance = new KafkaBroker(dir, freePort(), freePort());
                instance.format();
                instance.start();
                Runtime.getRuntime().addShutdownHook(new Thread(instance::stopQuietly, "kafka-broker-stop"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return instance;
    }

    public String bootstrapServers() {
        return ((String) config.get("advertised.listeners")).substring("PLAINTEXT://".length());
    }

    public synchronized void start() {
        if (server == null) {
            server = new KafkaRaftServer(KafkaConfig.fromProps(config), Time.SYSTEM);
            server.startup();
        }
    }

    public synchronized void stop() {
        if (server != null) {
            server.shutdown();
            server.awaitShutdown();
            server = null;
        }
    }

    private void stopQuietly() {
        stop();
        TempFolders.delete(dir);
    }

    private void format() throws IOException {
        Path file = dir.resolve("server.properties");
        try (Writer out = Files.newBufferedWriter(file)) {
            config.store(out, "arbiter test broker");
        }
        String[] args = {"format", "-t", Uuid.randomUuid().toString(), "-c", file.toString()};
        int status = StorageTool.execute(args, new PrintStream(PrintStream.nullOutputStream()));
        if (status != 0) {
            throw new IllegalStateException("kafka storage format failed with status " + status);
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
