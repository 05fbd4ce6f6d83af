package dev.arbiter.testkit;

import dev.arbiter.infra.Folders;
import dev.arbiter.infra.KafkaNode;
import dev.arbiter.infra.Ports;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One real Kafka broker ({@link KafkaNode}) inside the test JVM, shared by every test class of the
 * run. Tests may stop and start it to prove that publication waits.
 */
public final class KafkaBroker {

    private static KafkaBroker instance;

    private final Path dir;
    private final KafkaNode node;

    private KafkaBroker(Path dir) {
        this.dir = dir;
        this.node = new KafkaNode(dir, Ports.free(), Ports.free());
    }

    /** The run's broker, formatted and started on first use. */
    public static synchronized KafkaBroker shared() {
        if (instance == null) {
            try {
                instance = new KafkaBroker(Files.createTempDirectory("arbiter-kafka-"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            instance.start();
            Runtime.getRuntime().addShutdownHook(new Thread(instance::stopQuietly, "kafka-broker-stop"));
        }
        return instance;
    }

    public String bootstrapServers() {
        return node.bootstrapServers();
    }

    public void start() {
        try {
            node.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void stop() {
        node.stop();
    }

    private void stopQuietly() {
        stop();
        Folders.delete(dir);
    }
}
