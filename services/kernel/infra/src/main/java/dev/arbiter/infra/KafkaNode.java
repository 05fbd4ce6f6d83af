package dev.arbiter.infra;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;

/**
 * One Kafka node in KRaft mode, broker and controller in one, its data in {@code folder}/data. The
 * test kit runs it inside the test JVM; the local stack runs {@link #main} in a JVM of its own.
 */
public final class KafkaNode {

    /** What {@link #main} prints once the broker serves, for whoever watches its output. */
    public static final String READY = "Arbiter Kafka node ready";

    private final Path folder;
    private final Properties config;
    private KafkaRaftServer server;

    public KafkaNode(Path folder, int port, int controllerPort) {
        this.folder = folder;
        this.config = config(folder.resolve("data"), port, controllerPort);
    }

    /** The node's settings: one node, so every internal topic has a single replica. */
    static Properties config(Path data, int port, int controllerPort) {
        Properties config = new Properties();
        config.put("process.roles", "broker,controller");
        config.put("node.id", "1");
        config.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
        config.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controllerPort);
        config.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port);
        config.put("controller.listener.names", "CONTROLLER");
        config.put("inter.broker.listener.name", "PLAINTEXT");
        config.put("listener.security.protocol.map", "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT");
        config.put("log.dirs", data.toString());
        config.put("num.partitions", "1");
        config.put("offsets.topic.replication.factor", "1");
        config.put("transaction.state.log.replication.factor", "1");
        config.put("transaction.state.log.min.isr", "1");
        config.put("share.coordinator.state.topic.replication.factor", "1");
        config.put("share.coordinator.state.topic.min.isr", "1");
        config.put("group.initial.rebalance.delay.ms", "0");
        config.put("auto.create.topics.enable", "true");
        // keep events forever: a topic mirrors the event store (docs/operations.md)
        config.put("log.retention.ms", "-1");
        // a restart on existing data otherwise waits ~9 s for the old registration to expire
        config.put("broker.heartbeat.interval.ms", "500");
        config.put("broker.session.timeout.ms", "1500");
        return config;
    }

    public String bootstrapServers() {
        return ((String) config.get("advertised.listeners")).substring("PLAINTEXT://".length());
    }

    /** Formats the storage on the first start (KRaft needs a cluster id), then starts the node. */
    public synchronized void start() throws IOException {
        if (server != null) {
            return;
        }
        if (!Files.isRegularFile(folder.resolve("data").resolve("meta.properties"))) {
            format();
        }
        server = new KafkaRaftServer(KafkaConfig.fromProps(config), Time.SYSTEM);
        server.startup();
    }

    public synchronized void stop() {
        if (server != null) {
            server.shutdown();
            server.awaitShutdown();
            server = null;
        }
    }

    private void format() throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve("server.properties");
        try (Writer out = Files.newBufferedWriter(file)) {
            config.store(out, "Arbiter's single Kafka node (dev.arbiter.infra.KafkaNode)");
        }
        String[] args = {"format", "-t", Uuid.randomUuid().toString(), "-c", file.toString()};
        int status = StorageTool.execute(args, new PrintStream(PrintStream.nullOutputStream()));
        if (status != 0) {
            throw new IOException("formatting Kafka storage in " + folder + " failed with status " + status);
        }
    }

    /**
     * A node in a JVM of its own, until SIGTERM: {@code KafkaNode <folder> <port> <controller port>}.
     * The broker's threads keep the JVM alive after main returns.
     */
    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: KafkaNode <folder> <port> <controller port>");
            System.exit(2);
        }
        KafkaNode node = new KafkaNode(Path.of(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]));
        Runtime.getRuntime().addShutdownHook(new Thread(node::stop, "kafka-node-stop"));
        try {
            node.start();
        } catch (IOException | RuntimeException e) {
            e.printStackTrace();
            System.exit(1);
        }
        System.out.println(READY + " on " + node.bootstrapServers());
    }
}
