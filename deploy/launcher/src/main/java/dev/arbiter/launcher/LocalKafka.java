package dev.arbiter.launcher;

import dev.arbiter.infra.JavaProcess;
import dev.arbiter.infra.KafkaNode;
import dev.arbiter.infra.Ports;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.tools.TopicCommand;

/**
 * The local stack's Kafka: the test kit's {@link KafkaNode} in a JVM of its own (this launcher's
 * classpath), its data in $ARBITER_HOME/kafka, so it runs on after the launcher exits.
 */
final class LocalKafka {

    private final Settings settings;
    private final Home home;
    private final Console console;

    LocalKafka(Settings settings, Home home, Console console) {
        this.settings = settings;
        this.home = home;
        this.console = console;
    }

    Path log() {
        return home.log(Home.KAFKA);
    }

    /** Starts the node unless it runs; returns its port. */
    int start() {
        Optional<ProcessHandle> running = home.running(Home.KAFKA);
        if (running.isPresent()) {
            int port = home.port(Home.KAFKA).orElse(settings.kafkaPort());
            console.info("Kafka already running (pid " + running.get().pid() + ", 127.0.0.1:" + port + ")");
            return port;
        }
        int port = settings.kafkaPort();
        int controllerPort = settings.kafkaControllerPort();
        for (int wanted : List.of(port, controllerPort)) {
            if (Ports.open(wanted)) {
                throw new Failure("port " + wanted + " is taken by another program; set KAFKA_PORT and KAFKA_CONTROLLER_PORT to free ports, e.g. KAFKA_PORT="
                        + (port + 10000) + " KAFKA_CONTROLLER_PORT=" + (controllerPort + 10000) + " deploy/up");
            }
        }
        console.info("Starting Kafka (KRaft) on 127.0.0.1:" + port + ", controller on :" + controllerPort);
        Process process = launch(port, controllerPort);
        home.record(Home.KAFKA, process.pid(), port);
        awaitReady(process.toHandle(), port);
        console.note("Kafka ready (pid " + process.pid() + ")");
        return port;
    }

    private Process launch(int port, int controllerPort) {
        List<String> arguments = new ArrayList<>(List.of(Home.mark(Home.KAFKA)));
        arguments.addAll(settings.kafkaJavaOptions());
        arguments.addAll(List.of("-Djava.io.tmpdir=" + home.tmp(),
                "-Dorg.slf4j.simpleLogger.showDateTime=true",
                "-Dorg.slf4j.simpleLogger.dateTimeFormat=yyyy-MM-dd'T'HH:mm:ss.SSS",
                "-cp", Launcher.classpath(),
                KafkaNode.class.getName(), home.folder().resolve("kafka").toString(),
                Integer.toString(port), Integer.toString(controllerPort)));
        try {
            return JavaProcess.builder(arguments, Map.of(), home.folder(), log(), true).start();
        } catch (IOException e) {
            throw new Failure("could not start Kafka: " + e.getMessage(), e);
        }
    }

    /** Ready when the broker answers an admin request; a node that exits or takes too long is an error. */
    private void awaitReady(ProcessHandle process, int port) {
        Instant deadline = Instant.now().plus(settings.kafkaReadyTimeout());
        while (!answers(port)) {
            if (!process.isAlive()) {
                home.forget(Home.KAFKA);
                throw new Failure("Kafka exited during startup; see " + console.pretty(log()));
            }
            if (Instant.now().isAfter(deadline)) {
                throw new Failure("Kafka not ready after " + settings.kafkaReadyTimeout().toSeconds() + "s; see " + console.pretty(log()));
            }
            LockSupport.parkNanos(Duration.ofMillis(200).toNanos());
        }
    }

    private boolean answers(int port) {
        if (!Ports.open(port)) {
            return false;
        }
        try (Admin admin = admin(port)) {
            admin.describeCluster().nodes().get(2, TimeUnit.SECONDS);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Creates each topic that is missing; events are kept forever. */
    void createTopics(int port, List<String> topics) {
        if (topics.isEmpty()) {
            return;
        }
        try (Admin admin = admin(port)) {
            Set<String> existing = admin.listTopics().names().get(30, TimeUnit.SECONDS);
            for (String topic : topics) {
                if (existing.contains(topic)) {
                    continue;
                }
                NewTopic wanted = new NewTopic(topic, settings.topicPartitions(), (short) 1)
                        .configs(Map.of("retention.ms", "-1", "cleanup.policy", "delete"));
                try {
                    admin.createTopics(List.of(wanted)).all().get(30, TimeUnit.SECONDS);
                    console.note("created topic " + topic);
                } catch (ExecutionException | TimeoutException e) {
                    console.warn("could not create topic " + topic + ": " + e.getMessage());
                }
            }
        } catch (ExecutionException | TimeoutException e) {
            console.warn("could not list Kafka topics (" + e.getMessage() + "); services will auto-create them");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Kafka's TopicCommand against the running node (deploy/kafka-topics); the tool ends the JVM with its own status. */
    int topicCommand(List<String> arguments) {
        if (home.running(Home.KAFKA).isEmpty()) {
            throw new Failure("Kafka is not running; start it with deploy/up");
        }
        List<String> full = new ArrayList<>(List.of("--bootstrap-server", "127.0.0.1:" + home.port(Home.KAFKA).orElse(settings.kafkaPort())));
        full.addAll(arguments);
        TopicCommand.main(full.toArray(String[]::new));
        return 0;
    }

    private static Admin admin(int port) {
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:" + port);
        config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "5000");
        config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "10000");
        return Admin.create(config);
    }
}
